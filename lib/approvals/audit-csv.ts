import { writeCsv } from "@/lib/csv";
import type { AuditEntry } from "@/lib/store/audit";

const AUDIT_CSV_COLUMNS = [
  "id",
  "at",
  "actor_id",
  "actor_name",
  "action",
  "target_type",
  "target_id",
  "customer",
  "outcome",
  "upstream_status",
  "error_code",
  "trace_id",
  "request_key",
  "changes",
  "prev_hash",
  "hash",
] as const;

/**
 * The audit trail for the finance team, written by the portal's one CSV writer (lib/csv.ts): formula-safe
 * by the same rule as every other download, with a BOM so spreadsheets read UTF-8. The hashes let anyone
 * re-check the chain.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const data = entries.map((e) => [
    e.id,
    e.at.toISOString(),
    e.actorId,
    e.actorName,
    e.action,
    e.targetType,
    e.targetId ?? "",
    e.customerRef ?? "",
    e.outcome,
    e.upstreamStatus ?? "",
    e.errorCode ?? "",
    e.traceId ?? "",
    e.requestKey ?? "",
    JSON.stringify(e.changes),
    e.prevHash,
    e.hash,
  ]);
  return writeCsv(AUDIT_CSV_COLUMNS, data, { bom: true });
}
