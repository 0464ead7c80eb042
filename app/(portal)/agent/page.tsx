import type { Metadata } from "next";
import { CustomerLookup } from "@/components/agent/customer-lookup";
import { RecentCustomers } from "@/components/agent/recent-customers";
import { PageHeader, SectionCard } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { listRecent } from "@/lib/store/recent";

export const metadata: Metadata = { title: "Customers" };

export default async function AgentHomePage() {
  const agent = await requireAgentPage();
  const recent = await listRecent(agent.userId, agent.org, "customer", 10);
  return (
    <>
      <PageHeader
        title="Customers"
        description="Open a customer by subscription id or account id to manage movements, refunds and rectifications."
      />
      <div className="space-y-6">
        <SectionCard title="Open a customer">
          <CustomerLookup />
        </SectionCard>
        <section className="space-y-3">
          <h2 className="text-base font-semibold text-gray-900">Recently opened</h2>
          <RecentCustomers items={recent} />
        </section>
      </div>
    </>
  );
}
