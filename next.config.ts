import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { baseSecurityHeaders } from "./lib/security/headers";

const isHttps = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

const nextConfig: NextConfig = {
  // PGlite ships WASM and pdfkit reads its font files from disk: both must stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "pg"],
  poweredByHeader: false,
  // Lets several checkouts or test runs build side by side without sharing one .next folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typedRoutes: true,
  // React's taint API: passing a session token to a client component fails (lib/auth/taint.ts).
  experimental: { taint: true },
  // Pages get their nonce-based CSP from proxy.ts; these go on every response.
  async headers() {
    return [
      { source: "/:path*", headers: baseSecurityHeaders(isHttps) },
      // Route handlers answer JSON, CSV and PDFs: only the portal's own pages may frame them (PDF preview).
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "frame-ancestors 'self'" }],
      },
    ];
  },
};

// Finds i18n/request.ts (the per-request locale and catalogue) and compiles the ICU messages at build
// time, so the browser gets no message parser.
const withNextIntl = createNextIntlPlugin({
  experimental: { messages: { format: "json", path: "./messages", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
