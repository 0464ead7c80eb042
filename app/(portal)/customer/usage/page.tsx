import type { Metadata } from "next";
import { Suspense } from "react";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { RecordsSection } from "@/components/usage/records-section";
import { UsageFilters } from "@/components/usage/usage-filters";
import { UsageSection } from "@/components/usage/usage-section";
import { RecordsSkeleton, UsageSkeleton } from "@/components/usage/usage-skeleton";
import { pickSubscription, requireCustomer } from "@/lib/customer/access";
import { startUsage } from "@/lib/customer/usage";
import { formatDay } from "@/lib/dates";
import { parseUsageParams, readParam, usageSearch } from "@/lib/usage/params";

export const metadata: Metadata = { title: "Usage" };

export default async function CustomerUsagePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, auth } = await requireCustomer();
  const raw = await searchParams;
  const parsed = parseUsageParams(raw);
  // Someone else's line is "not found" before anything else is looked at.
  const subscriptionId = pickSubscription(user, parsed.ok ? parsed.params.subscription : parsed.subscription);
  const header = (
    <PageHeader title="Usage" description="Data, SMS and calls of your line over time, with every record." />
  );

  if (!parsed.ok) {
    return (
      <>
        {header}
        <div className="space-y-6">
          <UsageFilters
            subscriptions={user.subscriptions}
            values={{
              subscription: subscriptionId,
              from: readParam(raw, "from") ?? "",
              to: readParam(raw, "to") ?? "",
              type: readParam(raw, "type") ?? "",
            }}
          />
          <Alert tone="error" title="Please check the filters">
            {parsed.message}
          </Alert>
        </div>
      </>
    );
  }

  const params = { ...parsed.params, subscription: subscriptionId };
  const loads = startUsage(auth, subscriptionId, params);
  // A new query gets fresh boundaries, so the skeletons show while the next view loads.
  const key = usageSearch(params);
  return (
    <>
      {header}
      <div className="space-y-6">
        <UsageFilters
          subscriptions={user.subscriptions}
          values={{
            subscription: subscriptionId,
            from: formatDay(params.range.from),
            to: formatDay(params.range.to),
            type: params.type ?? "",
            search: params.search,
          }}
        />
        <Suspense key={`u-${key}`} fallback={<UsageSkeleton />}>
          <UsageSection loads={loads} params={params} subscriptionId={subscriptionId} />
        </Suspense>
        <section aria-labelledby="records-heading" className="space-y-3">
          <h2 id="records-heading" className="text-lg font-semibold text-gray-900">
            Records
          </h2>
          <Suspense key={`r-${key}`} fallback={<RecordsSkeleton />}>
            <RecordsSection loads={loads} params={params} />
          </Suspense>
        </section>
      </div>
    </>
  );
}
