// GET /api/agent/accounts/[accountId]/invoices/[invoiceId]/document – the postpaid invoice PDF, for agents

import { guardAgent } from "@/lib/agent/guard";
import { downloadProblem } from "@/lib/errors/download-problem";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { streamInvoiceDocument } from "@/lib/invoices/document-stream";

export const GET = answersStoreUnavailable(async function GET(
  request: Request,
  context: { params: Promise<{ accountId: string; invoiceId: string }> },
) {
  const guard = await guardAgent();
  if (!guard.ok) return downloadProblem(request, guard.error.status ?? 403, guard.error);
  const { accountId, invoiceId } = await context.params;
  return streamInvoiceDocument(request, guard.ctx.caller, accountId, invoiceId);
});
