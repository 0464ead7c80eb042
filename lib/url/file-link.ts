/**
 * How a file link (a PDF, a CSV under /api/) was opened. The two questions differ on purpose:
 * - any navigation (a tab, a download link, the rectification preview's frame) is a person reading,
 *   who gets the failure in words rather than JSON (`openedByPerson`);
 * - only a top-level page is sent to sign in when the session has ended: a frame showing the sign-in
 *   page inside the preview would be worse than its words (`returnForFileLink`).
 */

/** True when a person's browser opened the link (a tab, a download link, an <iframe>), not a script. */
export const openedByPerson = (request: Request) =>
  request.headers.get("sec-fetch-mode") === "navigate" ||
  (request.headers.get("accept") ?? "").includes("text/html");

const openedAsPage = (headers: Headers) =>
  headers.get("sec-fetch-mode") === "navigate" && headers.get("sec-fetch-dest") === "document";

/**
 * Where to come back to after signing in when a signed-out person opened a file link (a PDF, a CSV
 * under /api/) in the browser as a page: the page the link was on, since the file itself would only
 * download over the sign-in page. Undefined for a script or for the rectification preview's frame,
 * which get the JSON 401.
 */
export function returnForFileLink(request: Request): string | undefined {
  const headers = request.headers;
  if (!openedAsPage(headers)) return undefined;
  const referer = headers.get("referer");
  if (!referer || !URL.canParse(referer)) return "/";
  const from = new URL(referer);
  const isOurPage = from.origin === new URL(request.url).origin && !from.pathname.startsWith("/api/");
  return isOurPage ? `${from.pathname}${from.search}` : "/";
}
