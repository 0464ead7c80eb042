import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DeleteMovementButton } from "@/components/movements/delete-movement-button";
import { EditMovementForm } from "@/components/movements/edit-movement-form";
import { MovementDetails } from "@/components/movements/movement-details";
import { EditLockReason, LockReason } from "@/components/movements/movement-status";
import { Alert, BackLink, ButtonLink, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireAgentPage } from "@/lib/agent/page-context";
import { titled } from "@/lib/i18n/page-title";
import { describeWith } from "@/lib/i18n/system-description";
import { loadMovement } from "@/lib/movements/queries";
import { canBeRefunded, editLockReason, lockReason, refundableOf } from "@/lib/movements/rules";
import { requestLocale } from "@/lib/request-locale";

export const generateMetadata = titled(async () =>
  (await getTranslations("AgentMovements"))("meta.movement"),
);

type Props = PageProps<"/agent/subscriptions/[subscriptionId]/movements/[movementId]">;

export default async function AgentMovementPage({ params }: Props) {
  const agent = await requireAgentPage();
  const { subscriptionId, movementId } = await params;
  const loaded = await loadMovement(agent.auth, subscriptionId, movementId);
  const back = `/agent/subscriptions/${encodeURIComponent(subscriptionId)}` as const;
  const t = await getTranslations("AgentMovements");
  const crumb = <BackLink href={back}>{t("backToSubscription", { id: subscriptionId })}</BackLink>;
  if (!loaded.ok) {
    if (loaded.problem.code === "movementNotFound") notFound();
    return (
      <>
        {crumb}
        <PageHeader title={t("movementPage.title", { id: movementId })} />
        <UpstreamError problem={loaded.problem} />
      </>
    );
  }
  const movement = loaded.data;
  const lock = lockReason(movement);
  const editLock = editLockReason(movement);
  const locale = await requestLocale();
  const refundable = canBeRefunded(movement) && refundableOf(movement) !== "0";
  const description = describeWith(await getTranslations("SystemDescription"))(movement.description);
  return (
    <>
      {crumb}
      <PageHeader
        title={description}
        description={t("movementPage.description", { id: movement.id, subscriptionId })}
        actions={
          refundable ? (
            <ButtonLink
              href={`${back}/movements/${encodeURIComponent(movement.id)}/refund`}
              variant="secondary"
            >
              {t("refundAction")}
            </ButtonLink>
          ) : undefined
        }
      />
      <div className="space-y-6">
        <SectionCard title={t("movementPage.currentValues")} headingLevel={2}>
          <MovementDetails movement={movement} currency="EUR" />
        </SectionCard>
        {lock ? (
          <Alert tone="info" title={t("movementPage.lockedTitle")}>
            <LockReason movement={movement} /> {t("movementPage.lockedNote")}
          </Alert>
        ) : (
          <>
            {editLock ? (
              <Alert tone="info" title={t("movementPage.editLockedTitle")}>
                <EditLockReason movement={movement} />
              </Alert>
            ) : (
              <SectionCard title={t("movementPage.editTitle")} headingLevel={2}>
                <EditMovementForm subscriptionId={subscriptionId} movement={movement} locale={locale} />
              </SectionCard>
            )}
            <SectionCard
              title={t("movementPage.deleteTitle")}
              description={t("movementPage.deleteDescription")}
              headingLevel={2}
            >
              <DeleteMovementButton
                subscriptionId={subscriptionId}
                movementId={movement.id}
                description={description}
              />
            </SectionCard>
          </>
        )}
      </div>
    </>
  );
}
