import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeleteMovementButton } from "@/components/movements/delete-movement-button";
import { EditMovementForm } from "@/components/movements/edit-movement-form";
import { MovementDetails } from "@/components/movements/movement-details";
import { Alert, BackLink, ButtonLink, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { loadMovement } from "@/lib/agent/loaders";
import { requireAgentPage } from "@/lib/agent/page-context";
import { canBeRefunded, editLockReason, lockReason, refundableOf } from "@/lib/movements/rules";
import { requestLocale } from "@/lib/request-locale";

export const metadata: Metadata = { title: "Movement" };

type Props = PageProps<"/agent/subscriptions/[subscriptionId]/movements/[movementId]">;

export default async function AgentMovementPage({ params }: Props) {
  const agent = await requireAgentPage();
  const { subscriptionId, movementId } = await params;
  const loaded = await loadMovement(agent.auth, subscriptionId, movementId);
  const back = `/agent/subscriptions/${encodeURIComponent(subscriptionId)}` as const;
  const crumb = <BackLink href={back}>Subscription {subscriptionId}</BackLink>;
  if (!loaded.ok) {
    if (loaded.problem.code === "movementNotFound") notFound();
    return (
      <>
        {crumb}
        <PageHeader title={`Movement ${movementId}`} />
        <UpstreamError problem={loaded.problem} />
      </>
    );
  }
  const movement = loaded.data;
  const lock = lockReason(movement);
  const editLock = editLockReason(movement);
  const locale = await requestLocale();
  const refundable = canBeRefunded(movement) && refundableOf(movement) !== "0";
  return (
    <>
      {crumb}
      <PageHeader
        title={movement.description}
        description={`Movement ${movement.id} of subscription ${subscriptionId}`}
        actions={
          refundable ? (
            <ButtonLink
              href={`${back}/movements/${encodeURIComponent(movement.id)}/refund`}
              variant="secondary"
            >
              Refund
            </ButtonLink>
          ) : undefined
        }
      />
      <div className="space-y-6">
        <SectionCard title="Current values" headingLevel={2}>
          <MovementDetails movement={movement} currency="EUR" />
        </SectionCard>
        {lock ? (
          <Alert tone="info" title="This movement cannot be changed or deleted">
            {lock} Only a movement that is not yet invoiced can be updated or deleted.
          </Alert>
        ) : (
          <>
            {editLock ? (
              <Alert tone="info" title="This movement cannot be edited">
                {editLock}
              </Alert>
            ) : (
              <SectionCard title="Edit movement" headingLevel={2}>
                <EditMovementForm subscriptionId={subscriptionId} movement={movement} locale={locale} />
              </SectionCard>
            )}
            <SectionCard
              title="Delete movement"
              description="Only while it is not invoiced."
              headingLevel={2}
            >
              <DeleteMovementButton
                subscriptionId={subscriptionId}
                movementId={movement.id}
                description={movement.description}
              />
            </SectionCard>
          </>
        )}
      </div>
    </>
  );
}
