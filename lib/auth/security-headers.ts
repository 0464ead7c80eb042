/**
 * The Content-Security-Policy of one response: scripts only from the portal with this response's
 * nonce (Next reads it from the request's CSP header and puts it on its own inline scripts).
 * Styles keep 'unsafe-inline' (React style attributes); they cannot run code.
 */
export function contentSecurityPolicy(
  nonce: string,
  isDevelopment = process.env.NODE_ENV === "development",
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const newNonce = (): string => btoa(crypto.randomUUID());

/** Headers every response carries (next.config.ts sets them on the paths proxy.ts does not see). */
export function staticSecurityHeaders(isHttps: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(isHttps ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
