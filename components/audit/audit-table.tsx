import { Badge, type BadgeTone, DataTable, EmptyState, Td, Tr } from "@/components/ui";
import { AUDIT_ACTION_LABEL } from "@/lib/audit/query";
import { formatDateTime } from "@/lib/dates";
import type { AuditEntry } from "@/lib/store/audit";

const OUTCOME_TONE: Record<string, BadgeTone> = {
  succeeded: "success",
  failed: "danger",
  uncertain: "warning",
  pending: "warning",
};

/** Every agent write, newest first: who, when, what, on whom, the outcome and the upstream answer. */
export function AuditTable({ entries, isFiltered }: { entries: readonly AuditEntry[]; isFiltered: boolean }) {
  if (entries.length === 0)
    return (
      <EmptyState
        title={isFiltered ? "No entries match these filters" : "No writes recorded yet"}
        description={
          isFiltered
            ? "Try a wider date range or clear the filters."
            : "Every movement, refund and rectification an agent makes is recorded here, including failed attempts."
        }
      />
    );
  return (
    <DataTable
      data-testid="audit-table"
      caption="Audit trail"
      columns={["When", "Who", "Action", "Customer · target", "Outcome", "Upstream", "Changes"]}
    >
      {entries.map((e) => (
        <Tr key={e.id} data-testid="audit-row" className="align-top">
          <Td className="whitespace-nowrap">{formatDateTime(e.at)}</Td>
          <Td detail={`${e.actorId} · ${e.org}`}>{e.actorName}</Td>
          <Td className="whitespace-nowrap">
            {AUDIT_ACTION_LABEL[e.action as keyof typeof AUDIT_ACTION_LABEL] ?? e.action}
          </Td>
          <Td detail={`${e.targetType} ${e.targetId || ""}`}>{e.customerRef || "—"}</Td>
          <Td>
            <Badge tone={OUTCOME_TONE[e.outcome] ?? "neutral"}>{e.outcome}</Badge>
          </Td>
          <Td className="text-xs">
            {e.upstreamStatus !== null ? (
              <p>HTTP {e.upstreamStatus === 0 ? "no answer" : e.upstreamStatus}</p>
            ) : null}
            {e.errorCode ? <p className="font-mono">{e.errorCode}</p> : null}
            {e.traceId ? <p className="font-mono text-gray-500 select-all">{e.traceId}</p> : null}
          </Td>
          <Td className="max-w-sm">
            <details>
              <summary className="cursor-pointer text-xs text-brand-700">Show</summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded bg-gray-50 p-2 text-[11px] leading-tight">
                {JSON.stringify(
                  { ...e.changes, ...(e.requestKey ? { requestKey: e.requestKey } : {}) },
                  null,
                  2,
                )}
              </pre>
            </details>
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
