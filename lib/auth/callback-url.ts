/** Request header set by proxy.ts so server components know the path being rendered (for callbackUrl). */
export const PATH_HEADER = "x-portal-path";

/**
 * Accepts only same-origin paths ("/customer/usage?x=1"): rejects absolute URLs, protocol-relative
 * "//evil.example", backslash tricks and control characters. Returns undefined when unsafe.
 */
export function safeCallbackPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\\]/.test(value)) return undefined;
  try {
    const parsed = new URL(value, "http://portal.invalid");
    if (parsed.origin !== "http://portal.invalid") return undefined;
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // Sending someone back to the login page after signing in would be a loop.
    if (parsed.pathname === "/login" || parsed.pathname.startsWith("/api/auth")) return undefined;
    return path;
  } catch {
    return undefined;
  }
}
