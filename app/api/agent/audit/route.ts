// GET /api/agent/audit – the org's audit entries as JSON (same filters as /agent/audit), agents only

import { guardAgent } from "@/lib/agent/guard";
import { resolvePendingAudit } from "@/lib/audit/pending";
import { AUDIT_PAGE_SIZE, auditQuery, auditRange } from "@/lib/audit/query";
import { apiError } from "@/lib/errors/api-error";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { listAudit } from "@/lib/store/audit";
import { parseSearchParams } from "@/lib/url/search-params";

export const GET = answersStoreUnavailable(async function GET(request: Request) {
  const guard = await guardAgent();
  if (!guard.ok) return apiError(guard.error.status ?? 403, guard.error);
  await resolvePendingAudit(guard.ctx.session.user.org, guard.ctx.caller);
  const query = parseSearchParams(auditQuery, new URL(request.url).searchParams);
  const entries = await listAudit({
    org: guard.ctx.session.user.org,
    action: query.action,
    outcome: query.outcome,
    customerRef: query.customer,
    ...auditRange(query),
    limit: AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  });
  return Response.json({ entries }, { headers: { "cache-control": "no-store" } });
});
