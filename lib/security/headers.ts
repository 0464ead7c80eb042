/** The Content-Security-Policy of every page: scripts only with this response's nonce (and what they load). */
export function pageContentSecurityPolicy(nonce: string, { isDev = false, isHttps = false } = {}): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': the nonce-bearing bootstrap loads Next's chunks; nothing else runs.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // React sets style attributes (a bar's height, a progress bar's width); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The agent's PDF preview frames the portal's own document route.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A fresh, unguessable nonce per response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Headers every response carries (pages, route handlers, assets); set in next.config.ts. */
export function baseSecurityHeaders(isHttps: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(isHttps ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/**
 * The policy of an answer proxy.ts gives itself (a redirect, a JSON error): nothing in it may load,
 * run or be framed. Next adds next.config.ts's headers only to what a page or route handler renders.
 */
const ANSWER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Every header a portal answer carries, on one that proxy.ts makes without a page or route handler. */
export function setAnswerSecurityHeaders(headers: Headers, isHttps: boolean): void {
  for (const { key, value } of baseSecurityHeaders(isHttps)) headers.set(key, value);
  headers.set("Content-Security-Policy", ANSWER_CONTENT_SECURITY_POLICY);
}
