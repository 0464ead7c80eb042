// GET /api/agent/accounts/[accountId]/invoices/[invoiceId]/document – the postpaid invoice PDF, for agents

import { guardAgent } from "@/lib/agent/guard";
import { downloadProblem } from "@/lib/errors/download-problem";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { streamDocument } from "@/lib/invoices/document-stream";
import { getOrdinaryInvoicePublicLink } from "@/lib/operator/billing/api";

export const GET = answersStoreUnavailable(async function GET(
  request: Request,
  context: { params: Promise<{ accountId: string; invoiceId: string }> },
) {
  const guard = await guardAgent();
  if (!guard.ok) return downloadProblem(request, guard.error.status ?? 403, guard.error);
  const { accountId, invoiceId } = await context.params;
  return streamDocument(
    request,
    () => getOrdinaryInvoicePublicLink(guard.ctx.caller, accountId, "postpaid", invoiceId),
    `invoice-${invoiceId}`,
  );
});
