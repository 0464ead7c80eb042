// GET /api/agent/accounts/[accountId]/invoices/[invoiceId]/rectifications/[rectificationId]/document – rectification PDF (drafts too)

import { guardAgent } from "@/lib/agent/guard";
import { downloadProblem } from "@/lib/errors/download-problem";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { streamRectificationDocument } from "@/lib/invoices/document-stream";

type Params = { accountId: string; invoiceId: string; rectificationId: string };

export const GET = answersStoreUnavailable(async function GET(
  request: Request,
  context: { params: Promise<Params> },
) {
  const guard = await guardAgent();
  if (!guard.ok) return downloadProblem(request, guard.error.status ?? 403, guard.error);
  return streamRectificationDocument(request, guard.ctx.caller, await context.params);
});
