import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SubscriptionOverview } from "@/components/balances/subscription-overview";
import { SubscriptionOverviewSkeleton } from "@/components/balances/subscription-overview-skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireCustomer } from "@/lib/customer/access";
import { startOverview } from "@/lib/customer/overview";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () => (await getTranslations("Overview"))("title"));

export default async function CustomerOverviewPage() {
  const { user, auth } = await requireCustomer();
  const now = new Date();
  // Every upstream call starts here, before anything is awaited; each line streams in on its own.
  const loads = startOverview(auth, user.subscriptions, user.accounts, now);
  const firstName = user.name.split(" ")[0] ?? user.name;
  const t = await getTranslations("Overview");
  return (
    <>
      <PageHeader title={t("greeting", { name: firstName })} description={t("description")} />
      {loads.subscriptions.length === 0 ? (
        <EmptyState title={t("noLinesTitle")} description={t("noLinesDescription")} />
      ) : (
        <div className="space-y-6">
          {loads.subscriptions.map((subscription) => (
            <Suspense key={subscription.subscriptionId} fallback={<SubscriptionOverviewSkeleton />}>
              <SubscriptionOverview loads={subscription} invoices={loads.invoices} now={now} />
            </Suspense>
          ))}
        </div>
      )}
    </>
  );
}
