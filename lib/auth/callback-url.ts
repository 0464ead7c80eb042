import type { Route } from "next";
/** Request header set by proxy.ts so server components know the path being rendered (for callbackUrl). */
export const PATH_HEADER = "x-portal-path";

/**
 * Accepts only same-origin paths ("/customer/usage?x=1"): rejects absolute URLs, protocol-relative
 * "//evil.example", backslash tricks and control characters. Returns undefined when unsafe.
 */
function isSameOriginPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}

export function safeCallbackPath(value: string | null | undefined): Route | undefined {
  if (!value || !isSameOriginPath(value)) return undefined;
  try {
    const parsed = new URL(value, "http://portal.invalid");
    if (parsed.origin !== "http://portal.invalid") return undefined;
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // Sending someone back to the login page after signing in would be a loop.
    if (parsed.pathname === "/login" || parsed.pathname.startsWith("/api/auth")) return undefined;
    // What is returned is checked again: normalising "/..//evil.example" yields "//evil.example".
    // Checked to stay on this origin; which page it names is only known at runtime.
    return isSameOriginPath(path) ? (path as Route) : undefined;
  } catch {
    return undefined;
  }
}
