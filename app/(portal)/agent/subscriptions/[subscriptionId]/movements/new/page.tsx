import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { NewMovementForm } from "@/components/movements/new-movement-form";
import { BackLink, Card, CardBody, PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { titled } from "@/lib/i18n/page-title";
import { requestLocale } from "@/lib/request-locale";

export const generateMetadata = titled(async () => (await getTranslations("AgentMovements"))("meta.new"));

export default async function NewMovementPage({ params }: { params: Promise<{ subscriptionId: string }> }) {
  await requireAgentPage();
  const subscriptionId = (await params).subscriptionId;
  const t = await getTranslations("AgentMovements");
  return (
    <>
      <BackLink href={`/agent/subscriptions/${encodeURIComponent(subscriptionId)}`}>
        {t("backToSubscription", { id: subscriptionId })}
      </BackLink>
      <PageHeader title={t("newPage.title")} description={t("newPage.description", { id: subscriptionId })} />
      <Card>
        <CardBody>
          {/* The unique id is made once on the server, so the first render and every retry share it. */}
          <NewMovementForm
            subscriptionId={subscriptionId}
            formKey={randomUUID()}
            locale={await requestLocale()}
          />
        </CardBody>
      </Card>
    </>
  );
}
