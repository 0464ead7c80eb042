import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetails } from "@/components/movements/movement-details";
import { RefundForm } from "@/components/movements/refund-form";
import { Alert, BackLink, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { loadMovement } from "@/lib/agent/loaders";
import { requireAgentPage } from "@/lib/agent/page-context";
import { canBeRefunded, refundableOf } from "@/lib/movements/rules";
import { requestLocale } from "@/lib/request-locale";

export const metadata: Metadata = { title: "Refund" };

type Props = PageProps<"/agent/subscriptions/[subscriptionId]/movements/[movementId]/refund">;

export default async function RefundPage({ params }: Props) {
  const agent = await requireAgentPage();
  const { subscriptionId, movementId } = await params;
  const loaded = await loadMovement(agent.auth, subscriptionId, movementId);
  const movementHref =
    `/agent/subscriptions/${encodeURIComponent(subscriptionId)}/movements/${encodeURIComponent(movementId)}` as const;
  if (!loaded.ok && loaded.problem.code === "movementNotFound") notFound();
  const cap = loaded.ok ? refundableOf(loaded.data) : "0";
  return (
    <>
      <BackLink href={movementHref}>Movement {movementId}</BackLink>
      <PageHeader
        title="Refund a non-subscribable product"
        description={`Movement ${movementId} of ${subscriptionId}`}
      />
      {!loaded.ok ? (
        <UpstreamError problem={loaded.problem} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard title="Refund" headingLevel={2}>
            {!canBeRefunded(loaded.data) ? (
              <Alert tone="info" title="This movement cannot be refunded">
                Only charges (debits) of non-subscribable products can be refunded.
              </Alert>
            ) : cap === "0" ? (
              <Alert tone="info" title="Fully refunded">
                Nothing is left to refund on this movement.
              </Alert>
            ) : (
              <RefundForm
                locale={await requestLocale()}
                subscriptionId={subscriptionId}
                movementId={movementId}
                cap={cap}
                taxPercentage={loaded.data.amount.tax.percentage}
                currency="EUR"
                formKey={randomUUID()}
              />
            )}
          </SectionCard>
          <SectionCard title="The movement" headingLevel={2}>
            <MovementDetails movement={loaded.data} currency="EUR" />
          </SectionCard>
        </div>
      )}
    </>
  );
}
