import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/auth/security-headers";

const isHttps = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

const nextConfig: NextConfig = {
  // PGlite ships WASM and pdfkit reads its font files from disk: both must stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "pg"],
  poweredByHeader: false,
  // Lets several checkouts or test runs build side by side without sharing one .next folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typedRoutes: false,
  experimental: { taint: true },
  // The Content-Security-Policy, with its per-response nonce, is set in proxy.ts.
  async headers() {
    const headers = Object.entries(staticSecurityHeaders(isHttps)).map(([key, value]) => ({ key, value }));
    return [{ source: "/:path*", headers }];
  },
};

export default nextConfig;
