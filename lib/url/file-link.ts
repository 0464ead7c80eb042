/**
 * Where to come back to after signing in when a signed-out person opened a file link (a PDF, a CSV
 * under /api/) in the browser as a page: the page the link was on, since the file itself would only
 * download over the sign-in page. Undefined for a script or for the rectification preview's frame,
 * which get the JSON 401.
 */
export function returnForFileLink(request: Request): string | undefined {
  const headers = request.headers;
  if (headers.get("sec-fetch-mode") !== "navigate" || headers.get("sec-fetch-dest") !== "document")
    return undefined;
  const referer = headers.get("referer");
  if (!referer || !URL.canParse(referer)) return "/";
  const from = new URL(referer);
  const isOurPage = from.origin === new URL(request.url).origin && !from.pathname.startsWith("/api/");
  return isOurPage ? `${from.pathname}${from.search}` : "/";
}
