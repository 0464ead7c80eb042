/**
 * The CSRF rule for route handlers, applied in proxy.ts to every non-GET /api/* request: a browser
 * request must come from the portal's own pages (Sec-Fetch-Site, else Origin against Host; Origin
 * "null" never passes), and its body must have the content type its handler reads, so a cross-site
 * "simple" request (text/plain, a plain form) cannot reach a handler. Requests with neither header
 * are not from a browser and carry no ambient cookie risk. Server actions have Next's own check.
 */
export interface EdgeRefusal {
  status: 403 | 415;
  code: "crossSiteRequest" | "unsupportedMediaType";
  message: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What each write handler reads; any other /api write must be JSON. */
const EXPECTED_CONTENT_TYPE: Record<string, string> = {
  "/api/support/operations": "multipart/form-data",
  "/api/support/appointments/events": "application/json",
};

function isSameOrigin(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === headers.get("host");
  } catch {
    return false; // "null" and anything else that is not an origin
  }
}

export function refuseUnsafeApiWrite(
  method: string,
  pathname: string,
  headers: Headers,
): EdgeRefusal | undefined {
  if (SAFE_METHODS.has(method.toUpperCase()) || !pathname.startsWith("/api/")) return undefined;
  if (pathname.startsWith("/api/auth/")) return undefined; // next-auth checks its own CSRF token
  if (!isSameOrigin(headers))
    return { status: 403, code: "crossSiteRequest", message: "Requests from other sites are refused." };
  const expected = EXPECTED_CONTENT_TYPE[pathname] ?? "application/json";
  const contentType = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (contentType !== expected)
    return { status: 415, code: "unsupportedMediaType", message: `The body must be sent as ${expected}.` };
  return undefined;
}
