import { useTranslations } from "next-intl";
import { Badge, DataTable, EmptyState, statusColumn, Td, Tr, totalColumn } from "@/components/ui";
import type { ApprovalRequest } from "@/lib/approvals/requests";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";
import { STATE_TONE, useApprovalLabels } from "./labels";
import { OutcomeText } from "./outcome-text";

/** The requests a requester follows: what was asked, and what became of it (with the supervisor's comment). */
export function RequestList({ requests, caption }: { requests: ApprovalRequest[]; caption?: string }) {
  const t = useTranslations("Approvals.list");
  const labels = useApprovalLabels();
  const locale = useFormatLocale();
  if (!requests.length) return <EmptyState title={t("empty")} description={t("emptyHint")} />;
  return (
    <DataTable
      stackBelow="sm"
      caption={caption ?? t("caption")}
      columns={[
        t("column.request"),
        t("column.write"),
        t("column.customer"),
        totalColumn(t("column.amount")),
        t("column.requested"),
        statusColumn(t("column.state")),
        t("column.decision"),
      ]}
    >
      {requests.map((r) => (
        <Tr key={r.id} data-testid={`request-${r.id}`}>
          <Td className="font-mono text-xs">{r.id}</Td>
          <Td>{labels.write(r.action)}</Td>
          <Td>{r.customerRef}</Td>
          <Td align="right">{formatMoney(r.amount, "EUR", { locale })}</Td>
          <Td>
            {formatDateTime(r.createdAt, { locale })} {t("by", { name: r.requesterName })}
            <div className="text-xs text-gray-600">{r.reason}</div>
          </Td>
          <Td>
            <Badge tone={STATE_TONE[r.state] ?? "neutral"}>{labels.state(r.state)}</Badge>
          </Td>
          <Td>
            {r.deciderName ? t("by", { name: r.deciderName }) : null}
            {r.decisionComment ? <div className="text-xs text-gray-700">“{r.decisionComment}”</div> : null}
            <OutcomeText request={r} />
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
