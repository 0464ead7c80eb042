import { getTranslations } from "next-intl/server";
import { CustomerLookup } from "@/components/agent/customer-lookup";
import { RecentCustomers } from "@/components/agent/recent-customers";
import { PageHeader, SectionCard } from "@/components/ui";
import { Section } from "@/components/ui/section";
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
        <Section id="recent" title={t("recentlyOpened")}>
          <RecentCustomers items={recent} />
        </Section>
      </div>
    </>
  );
}
