import "server-only";
import { getTranslations } from "next-intl/server";
import { type ApiError, apiError } from "./api-error";

/** True when a person's browser opened the link (a tab, a download link, an <iframe>), not a script. */
const isNavigation = (request: Request) =>
  request.headers.get("sec-fetch-mode") === "navigate" ||
  (request.headers.get("accept") ?? "").includes("text/html");

/**
 * A file (a PDF, a CSV) that could not be served: where a person opened the link, the reason as plain
 * text in the reader's language, never a JSON body under the browser's "pretty-print" bar; the JSON
 * error for a script.
 */
export async function downloadProblem(request: Request, status: number, error: ApiError) {
  if (!isNavigation(request)) return apiError(status, error);
  const t = await getTranslations("Feedback");
  const reference = error.traceId
    ? `\n\n${t.markup("reference", { id: error.traceId, code: (chunks) => chunks })}`
    : "";
  return new Response(`${error.message}${reference}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
