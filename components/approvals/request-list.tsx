import { Badge, DataTable, EmptyState, Td, Tr } from "@/components/ui";
import type { ApprovalRequest } from "@/lib/approvals/requests";
import { formatDateTime } from "@/lib/dates";
import { toDecimal } from "@/lib/money";
import { STATE_LABEL, STATE_TONE, WRITE_LABEL } from "./labels";

const TEXT = {
  caption: "Approval requests",
  empty: "No approval requests",
  emptyHint: "Writes above your limit appear here once you send them for approval.",
  columns: ["Request", "Write", "Customer", "Amount", "Requested", "State", "Decision"],
  by: (name: string) => `by ${name}`,
};

/** The requests a requester follows: what was asked, and what became of it (with the supervisor's comment). */
export function RequestList({
  requests,
  caption = TEXT.caption,
}: {
  requests: ApprovalRequest[];
  caption?: string;
}) {
  if (!requests.length) return <EmptyState title={TEXT.empty} description={TEXT.emptyHint} />;
  return (
    <DataTable caption={caption} columns={TEXT.columns}>
      {requests.map((r) => (
        <Tr key={r.id} data-testid={`request-${r.id}`}>
          <Td className="font-mono text-xs">{r.id}</Td>
          <Td>{WRITE_LABEL[r.action] ?? r.action}</Td>
          <Td>{r.customerRef}</Td>
          <Td className="tabular-nums">{toDecimal(r.amount).toFixed()}</Td>
          <Td>
            {formatDateTime(r.createdAt)} {TEXT.by(r.requesterName)}
            <div className="text-xs text-gray-600">{r.reason}</div>
          </Td>
          <Td>
            <Badge tone={STATE_TONE[r.state] ?? "neutral"}>{STATE_LABEL[r.state] ?? r.state}</Badge>
          </Td>
          <Td>
            {r.deciderName ? TEXT.by(r.deciderName) : null}
            {r.decisionComment ? <div className="text-xs text-gray-700">“{r.decisionComment}”</div> : null}
            {typeof r.outcome?.message === "string" ? (
              <div className="text-xs text-red-700">{r.outcome.message}</div>
            ) : null}
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
