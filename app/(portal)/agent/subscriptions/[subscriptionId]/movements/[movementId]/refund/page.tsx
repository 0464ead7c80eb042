import { randomUUID } from "node:crypto";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { MovementDetails } from "@/components/movements/movement-details";
import { RefundForm } from "@/components/movements/refund-form";
import { StepUpNotice } from "@/components/network/step-up-notice";
import { Alert, BackLink, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireAgentPage } from "@/lib/agent/page-context";
import { refundLimitToday } from "@/lib/approvals/usage";
import { titled } from "@/lib/i18n/page-title";
import { describeWith } from "@/lib/i18n/system-description";
import { loadMovement } from "@/lib/movements/queries";
import { refundableOf, refundStateOf } from "@/lib/movements/rules";
import { requestLocale } from "@/lib/request-locale";
import { portalDb } from "@/lib/store/db";

export const generateMetadata = titled(async () => (await getTranslations("AgentMovements"))("meta.refund"));

type Props = PageProps<"/agent/subscriptions/[subscriptionId]/movements/[movementId]/refund">;

export default async function RefundPage({ params }: Props) {
  const agent = await requireAgentPage();
  const { subscriptionId, movementId } = await params;
  // The org's approval limit is read from our store while the operator is asked for the movement.
  const [loaded, limits, locale, t] = await Promise.all([
    loadMovement(agent.auth, subscriptionId, movementId),
    portalDb().then((db) => refundLimitToday(db, agent, subscriptionId)),
    requestLocale(),
    getTranslations("AgentMovements"),
  ]);
  const movementHref =
    `/agent/subscriptions/${encodeURIComponent(subscriptionId)}/movements/${encodeURIComponent(movementId)}` as const;
  if (!loaded.ok && loaded.problem.code === "movementNotFound") notFound();
  const cap = loaded.ok ? refundableOf(loaded.data) : "0";
  // A movement that cannot be refunded is not titled "Refund …".
  const state = loaded.ok ? refundStateOf(loaded.data) : "refundable";
  const wordDescription = describeWith(await getTranslations("SystemDescription"));
  return (
    <>
      <BackLink href={movementHref}>{t("backToMovement", { id: movementId })}</BackLink>
      <PageHeader
        title={t(`refundPage.title.${state}`)}
        description={
          // The back link above names the movement's id; here, what it was.
          loaded.ok
            ? t("refundPage.descriptionOf", {
                description: wordDescription(loaded.data.description),
                subscriptionId,
              })
            : t("refundPage.description", { id: movementId, subscriptionId })
        }
      />
      {state === "refundable" ? (
        <Suspense fallback={null}>
          <StepUpNotice subscriptionId={subscriptionId} className="mb-6" />
        </Suspense>
      ) : null}
      {!loaded.ok ? (
        <UpstreamError problem={loaded.problem} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard title={t("refundPage.section")} headingLevel={2}>
            {state === "notRefundable" ? (
              <Alert tone="info" title={t("refundPage.notRefundableTitle")}>
                {t("refundPage.notRefundableBody")}
              </Alert>
            ) : state === "fullyRefunded" ? (
              <Alert tone="info" title={t("refundPage.fullyRefundedTitle")}>
                {t("refundPage.fullyRefundedBody")}
              </Alert>
            ) : (
              <RefundForm
                locale={locale}
                subscriptionId={subscriptionId}
                movementId={movementId}
                cap={cap}
                taxPercentage={loaded.data.amount.tax.percentage}
                currency="EUR"
                formKey={randomUUID()}
                approvalLimit={limits.limit}
                approvalUsed={limits.used}
              />
            )}
          </SectionCard>
          <SectionCard title={t("refundPage.movementSection")} headingLevel={2}>
            <MovementDetails movement={loaded.data} currency="EUR" />
          </SectionCard>
        </div>
      )}
    </>
  );
}
