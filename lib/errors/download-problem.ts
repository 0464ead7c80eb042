import "server-only";
import { getTranslations } from "next-intl/server";
import { openedByPerson } from "@/lib/url/file-link";
import { type ApiError, apiError } from "./api-error";

/**
 * A file (a PDF, a CSV) that could not be served: where a person opened the link, the reason as plain
 * text in the reader's language, never a JSON body under the browser's "pretty-print" bar; the JSON
 * error for a script.
 */
export async function downloadProblem(request: Request, status: number, error: ApiError) {
  if (!openedByPerson(request)) return apiError(status, error);
  const t = await getTranslations("Feedback");
  const reference = error.traceId
    ? `\n\n${t.markup("reference", { id: error.traceId, code: (chunks) => chunks })}`
    : "";
  return new Response(`${error.message}${reference}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
