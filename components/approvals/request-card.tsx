import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { Badge, Card, CardBody, CardHeader, DescriptionList, Skeleton } from "@/components/ui";
import type { ApprovalRequest } from "@/lib/approvals/requests";
import { type UpstreamFacts, upstreamFacts } from "@/lib/approvals/upstream";
import { formatDateTime } from "@/lib/dates";
import type { Loaded } from "@/lib/errors/problem";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";
import type { OperatorCaller } from "@/lib/operator/caller";
import { DecisionPanel } from "./decision-panel";
import { STATE_TONE, useApprovalLabels } from "./labels";
import { OutcomeText } from "./outcome-text";
import { UpstreamPanel, UpstreamPanelSkeleton } from "./upstream-panel";

/** The decision, once the operator's state of the target is known (approval waits until it is). */
async function Decision({ requestId, facts }: { requestId: string; facts: Promise<Loaded<UpstreamFacts>> }) {
  return <DecisionPanel requestId={requestId} canApprove={(await facts).ok} />;
}

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
  const t = useTranslations("Approvals.card");
  const labels = useApprovalLabels();
  const locale = useFormatLocale();
  const isOpen = r.state === "pending";
  // Read once, shown in the panel and awaited by the decision: both see the same answer.
  const facts = upstreamFacts(auth, r);
  return (
    <Card data-testid={`approval-${r.id}`}>
      <CardHeader
        title={`${labels.write(r.action)} · ${r.customerRef}`}
        description={r.id}
        actions={<Badge tone={STATE_TONE[r.state] ?? "neutral"}>{labels.state(r.state)}</Badge>}
      />
      <CardBody className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <h3 className="text-sm font-semibold text-gray-900">{t("asked")}</h3>
          <DescriptionList
            items={[
              // The operator bills in euros; amounts to the cent, as everywhere on screen.
              { label: t("amount"), value: formatMoney(r.amount, "EUR", { locale }) },
              { label: t("limit"), value: formatMoney(r.limitAmount, "EUR", { locale }) },
              { label: t("by"), value: r.requesterName },
              { label: t("at"), value: formatDateTime(r.createdAt, { locale }) },
              { label: t("expires"), value: formatDateTime(r.expiresAt, { locale }) },
              { label: t("reason"), value: r.reason },
              ...(r.comment ? [{ label: t("comment"), value: r.comment }] : []),
              { label: t("key"), value: <span className="font-mono text-xs">{r.requestKey}</span> },
            ]}
          />
          <details className="text-xs">
            <summary className="cursor-pointer text-gray-700">{t("body")}</summary>
            <pre className="mt-2 overflow-x-auto rounded bg-gray-50 p-2">
              {JSON.stringify(r.input, null, 2)}
            </pre>
          </details>
        </div>
        <Suspense fallback={<UpstreamPanelSkeleton />}>
          <UpstreamPanel request={r} facts={facts} />
        </Suspense>
      </CardBody>
      {isOpen ? null : <OutcomeText request={r} inCard />}
      {isOpen ? (
        <CardBody className="border-t border-gray-100">
          {r.requesterId === viewerId ? (
            <p className="text-sm text-gray-700">{t("own")}</p>
          ) : (
            <Suspense fallback={<Skeleton className="h-32 w-full" />}>
              <Decision requestId={r.id} facts={facts} />
            </Suspense>
          )}
        </CardBody>
      ) : null}
    </Card>
  );
}
