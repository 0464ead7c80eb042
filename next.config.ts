import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and pdfkit reads its font files from disk: both must stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "pg"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
