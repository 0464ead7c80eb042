import Papa from "papaparse";
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
 * The audit trail for the finance team. Formula-safe: a cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR) is prefixed with a quote by papaparse. The hashes let anyone re-check the chain.
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
  return `\uFEFF${Papa.unparse({ fields: [...AUDIT_CSV_COLUMNS], data }, { escapeFormulae: true, newline: "\r\n" })}`;
}
