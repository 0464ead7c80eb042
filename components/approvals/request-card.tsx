import { Suspense } from "react";
import { Badge, Card, CardBody, CardHeader, DescriptionList } from "@/components/ui";
import type { ApprovalRequest } from "@/lib/approvals/requests";
import { formatDateTime } from "@/lib/dates";
import { toDecimal } from "@/lib/money";
import type { OperatorCaller } from "@/lib/operator/caller";
import { DecisionPanel } from "./decision-panel";
import { STATE_LABEL, STATE_TONE, WRITE_LABEL } from "./labels";
import { UpstreamPanel, UpstreamPanelSkeleton } from "./upstream-panel";

const TEXT = {
  asked: "The request",
  write: "Write",
  customer: "Customer",
  amount: "Amount (with taxes)",
  limit: "Limit",
  by: "Requested by",
  at: "Requested at",
  expires: "Expires",
  reason: "Reason",
  comment: "Comment",
  key: "Idempotency key",
  body: "Exact request",
  own: "You asked for this yourself: another supervisor has to decide it.",
};

/** One request in the queue: what was asked on the left, what is true upstream now on the right. */
export function RequestCard({
  request: r,
  auth,
  viewerId,
}: {
  request: ApprovalRequest;
  auth: OperatorCaller;
  viewerId: string;
}) {
  const isOpen = r.state === "pending";
  return (
    <Card data-testid={`approval-${r.id}`}>
      <CardHeader
        title={`${WRITE_LABEL[r.action] ?? r.action} · ${r.customerRef}`}
        description={r.id}
        actions={<Badge tone={STATE_TONE[r.state] ?? "neutral"}>{STATE_LABEL[r.state] ?? r.state}</Badge>}
      />
      <CardBody className="grid gap-6 md:grid-cols-2">
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-900">{TEXT.asked}</h3>
          <DescriptionList
            items={[
              { label: TEXT.amount, value: toDecimal(r.amount).toFixed() },
              { label: TEXT.limit, value: toDecimal(r.limitAmount).toFixed() },
              { label: TEXT.by, value: r.requesterName },
              { label: TEXT.at, value: formatDateTime(r.createdAt) },
              { label: TEXT.expires, value: formatDateTime(r.expiresAt) },
              { label: TEXT.reason, value: r.reason },
              ...(r.comment ? [{ label: TEXT.comment, value: r.comment }] : []),
              { label: TEXT.key, value: <span className="font-mono text-xs">{r.requestKey}</span> },
            ]}
          />
          <details className="text-xs">
            <summary className="cursor-pointer text-gray-700">{TEXT.body}</summary>
            <pre className="mt-2 overflow-x-auto rounded bg-gray-50 p-2">
              {JSON.stringify(r.input, null, 2)}
            </pre>
          </details>
        </div>
        <Suspense fallback={<UpstreamPanelSkeleton />}>
          <UpstreamPanel auth={auth} request={r} />
        </Suspense>
      </CardBody>
      {isOpen ? (
        <CardBody className="border-t border-gray-100">
          {r.requesterId === viewerId ? (
            <p className="text-sm text-gray-700">{TEXT.own}</p>
          ) : (
            <DecisionPanel requestId={r.id} />
          )}
        </CardBody>
      ) : null}
    </Card>
  );
}
