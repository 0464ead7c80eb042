// GET /api/agent/audit/export – the org's audit entries as a formula-safe CSV (same filters as /agent/audit)

import { guardAgent } from "@/lib/agent/guard";
import { auditCsv } from "@/lib/approvals/audit-csv";
import { auditQuery, auditRange } from "@/lib/audit/query";
import { downloadProblem } from "@/lib/errors/download-problem";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { downloadName } from "@/lib/i18n/download-name";
import { listAudit } from "@/lib/store/audit";
import { parseSearchParams } from "@/lib/url/search-params";

/** One file at most; a wider range is narrowed with the date filters. */
const MAX_ROWS = 10_000;

export const GET = answersStoreUnavailable(async function GET(request: Request) {
  const guard = await guardAgent();
  if (!guard.ok) return downloadProblem(request, guard.error.status ?? 403, guard.error);
  const org = guard.ctx.session.user.org;
  const query = parseSearchParams(auditQuery, new URL(request.url).searchParams);
  const entries = await listAudit({
    org,
    action: query.action,
    outcome: query.outcome,
    customerRef: query.customer,
    ...auditRange(query),
    limit: MAX_ROWS,
  });
  return new Response(auditCsv(entries), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${await downloadName("audit", { org }, "csv")}"`,
      "cache-control": "no-store",
    },
  });
});
