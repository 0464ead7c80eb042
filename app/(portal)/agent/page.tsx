import { getTranslations } from "next-intl/server";
import { CustomerLookup } from "@/components/agent/customer-lookup";
import { RecentCustomers } from "@/components/agent/recent-customers";
import { PageHeader, SectionCard } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { titled } from "@/lib/i18n/page-title";
import { listRecent } from "@/lib/store/recent";

export const generateMetadata = titled(async () => (await getTranslations("Agent"))("homeTitle"));

export default async function AgentHomePage() {
  const agent = await requireAgentPage();
  const [recent, t] = await Promise.all([
    listRecent(agent.userId, agent.org, "customer", 10),
    getTranslations("Agent"),
  ]);
  return (
    <>
      <PageHeader title={t("homeTitle")} description={t("homeDescription")} />
      <div className="space-y-6">
        <SectionCard title={t("openCustomer")}>
          <CustomerLookup />
        </SectionCard>
        <section className="space-y-3">
          <h2 className="text-base font-semibold text-gray-900">{t("recentlyOpened")}</h2>
          <RecentCustomers items={recent} />
        </section>
      </div>
    </>
  );
}
