import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const nextConfig: NextConfig = {
  // PGlite ships WASM and pdfkit reads its font files from disk: both must stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "pg"],
  poweredByHeader: false,
  // Lets several checkouts or test runs build side by side without sharing one .next folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typedRoutes: false,
};

// Finds i18n/request.ts (the per-request locale and catalogue) and compiles the ICU messages at build
// time, so the browser gets no message parser.
const withNextIntl = createNextIntlPlugin({
  experimental: { messages: { format: "json", path: "./messages", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
