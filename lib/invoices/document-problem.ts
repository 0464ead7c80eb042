import "server-only";
import { getTranslations } from "next-intl/server";
import type { ActionError } from "../actions/result";

/** An action error as a route's JSON answer. */
export function problem(status: number, error: ActionError): Response {
  return Response.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

/** True when a person's browser opened the link (a tab, or the review page's <iframe>), not a script. */
const isNavigation = (request: Request) =>
  request.headers.get("sec-fetch-mode") === "navigate" ||
  (request.headers.get("accept") ?? "").includes("text/html");

/**
 * A document that could not be served: where a person looks at the link (a tab, the review page's
 * <iframe>), the reason as plain text in the reader's language, never a JSON body under the browser's
 * "pretty-print" bar; the JSON problem for a script.
 */
export async function documentProblem(request: Request, status: number, error: ActionError) {
  if (!isNavigation(request)) return problem(status, error);
  const t = await getTranslations("Feedback");
  const reference = error.traceId
    ? `\n\n${t.markup("reference", { id: error.traceId, code: (chunks) => chunks })}`
    : "";
  return new Response(`${error.message}${reference}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
