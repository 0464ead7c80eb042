import "server-only";
import type { PublicLink } from "@/contract/billing";
import { downloadProblem } from "@/lib/errors/download-problem";
import { OperatorError } from "@/lib/http";
import { getOrdinaryInvoicePublicLink, getRectificationPublicLink } from "@/lib/operator/billing/api";
import { fetchDocument } from "@/lib/operator/billing/document";
import type { OperatorCaller } from "@/lib/operator/caller";
import { errorWords } from "../actions/error-words";
import { toActionError } from "../actions/operator-error";
import type { ActionError } from "../actions/result";

/**
 * Fetches the document behind a public link on the server and streams it to the agent, so the
 * browser never talks to the operator. `inline` lets the review page show it in an <iframe>.
 */
async function streamDocument(
  request: Request,
  getLink: () => Promise<PublicLink>,
  filename: string,
): Promise<Response> {
  const problem = (status: number, error: ActionError) => downloadProblem(request, status, error);
  let link: PublicLink;
  try {
    link = await getLink();
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    return problem(error.status === 404 ? 404 : 502, await toActionError(error));
  }
  let upstream: Response;
  try {
    upstream = await fetchDocument(link);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    const t = await errorWords();
    if (error.status === 504) return problem(504, { code: "timeout", message: t("action.documentTimeout") });
    return problem(502, { code: "documentUnavailable", message: t("action.documentUnavailable") });
  }
  return new Response(upstream.body, {
    headers: {
      "content-type": upstream.headers.get("content-type") ?? "application/pdf",
      "content-disposition": `inline; filename="${filename.replace(/[^\w.-]/g, "_")}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}

/** A postpaid invoice's PDF, streamed to an agent. */
export function streamInvoiceDocument(
  request: Request,
  caller: OperatorCaller,
  accountId: string,
  invoiceId: string,
) {
  return streamDocument(
    request,
    () => getOrdinaryInvoicePublicLink(caller, accountId, "postpaid", invoiceId),
    `invoice-${invoiceId}`,
  );
}

/** A rectification's PDF (drafts too), streamed to an agent. */
export function streamRectificationDocument(
  request: Request,
  caller: OperatorCaller,
  {
    accountId,
    invoiceId,
    rectificationId,
  }: { accountId: string; invoiceId: string; rectificationId: string },
) {
  return streamDocument(
    request,
    () => getRectificationPublicLink(caller, accountId, invoiceId, rectificationId),
    `rectification-${rectificationId}`,
  );
}
