import { useTranslations } from "next-intl";
import { Badge, type BadgeTone, DataTable, EmptyState, Td, Tr } from "@/components/ui";
import type { AuditAction } from "@/lib/audit/write";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import type { AuditEntry } from "@/lib/store/audit";

const COLUMNS = ["when", "who", "action", "target", "outcome", "upstream", "changes"] as const;

const OUTCOME_TONE: Record<string, BadgeTone> = {
  succeeded: "success",
  failed: "danger",
  uncertain: "warning",
  pending: "warning",
};

/** Each audited action -> its message key under "Audit.action" (keys cannot hold a "."). */
const ACTION_KEY = {
  "movement.create": "movementCreate",
  "movement.update": "movementUpdate",
  "movement.delete": "movementDelete",
  "refund.create": "refundCreate",
  "rectification.create": "rectificationCreate",
  "rectification.issue": "rectificationIssue",
  "rectification.delete": "rectificationDelete",
  "approval.requested": "approvalRequested",
  "approval.approved": "approvalApproved",
  "approval.rejected": "approvalRejected",
  "approval.expired": "approvalExpired",
  "approval.sent": "approvalSent",
  "limits.update": "limitsUpdate",
} as const satisfies Record<AuditAction, string>;

const OUTCOMES = ["succeeded", "failed", "uncertain", "pending"] as const;
const TARGET_TYPES = ["movement", "refund", "rectification"] as const;

const isAction = (value: string): value is AuditAction => Object.hasOwn(ACTION_KEY, value);
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The words for an audited action; an unknown one is shown as it is. */
export function useAuditActionLabel() {
  const t = useTranslations("Audit.action");
  return (action: string) => (isAction(action) ? t(ACTION_KEY[action]) : action);
}

/** Every agent write, newest first: who, when, what, on whom, the outcome and the upstream answer. */
export function AuditTable({ entries, isFiltered }: { entries: readonly AuditEntry[]; isFiltered: boolean }) {
  const t = useTranslations("Audit");
  const actionLabel = useAuditActionLabel();
  const locale = useFormatLocale();
  if (entries.length === 0)
    return (
      <EmptyState
        title={isFiltered ? t("table.emptyFilteredTitle") : t("table.emptyTitle")}
        description={isFiltered ? t("table.emptyFilteredHint") : t("table.emptyHint")}
      />
    );
  return (
    <DataTable
      data-testid="audit-table"
      caption={t("table.caption")}
      columns={COLUMNS.map((key) => t(`table.column.${key}`))}
    >
      {entries.map((e) => (
        <Tr key={e.id} data-testid="audit-row" className="align-top">
          <Td className="whitespace-nowrap">{formatDateTime(e.at, { locale })}</Td>
          <Td detail={`${e.actorId} · ${e.org}`}>{e.actorName}</Td>
          <Td className="whitespace-nowrap">{actionLabel(e.action)}</Td>
          <Td
            detail={`${isOneOf(TARGET_TYPES, e.targetType) ? t(`targetType.${e.targetType}`) : e.targetType} ${e.targetId || ""}`}
          >
            {e.customerRef || "—"}
          </Td>
          <Td>
            <Badge tone={OUTCOME_TONE[e.outcome] ?? "neutral"}>
              {isOneOf(OUTCOMES, e.outcome) ? t(`outcome.${e.outcome}`) : e.outcome}
            </Badge>
          </Td>
          <Td className="text-xs">
            {e.upstreamStatus !== null ? (
              <p>
                {e.upstreamStatus === 0
                  ? t("table.httpNoAnswer")
                  : t("table.httpStatus", { value: String(e.upstreamStatus) })}
              </p>
            ) : null}
            {e.errorCode ? <p className="font-mono">{e.errorCode}</p> : null}
            {e.traceId ? <p className="font-mono text-gray-500 select-all">{e.traceId}</p> : null}
          </Td>
          <Td className="max-w-sm">
            <details>
              <summary className="cursor-pointer text-xs text-brand-700">{t("table.show")}</summary>
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
