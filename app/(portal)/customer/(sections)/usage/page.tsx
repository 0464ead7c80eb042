import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { RecordsSection } from "@/components/usage/records-section";
import { UsageFilters } from "@/components/usage/usage-filters";
import { UsageSection } from "@/components/usage/usage-section";
import { RecordsSkeleton, UsageSkeleton } from "@/components/usage/usage-skeleton";
import { customerLines, lineUsageTypes } from "@/lib/customer/lines";
import { resolveCustomerPageQuery } from "@/lib/customer/page-query";
import { titled } from "@/lib/i18n/page-title";
import { USAGE_TYPES } from "@/lib/units";
import { searchParam } from "@/lib/url/search-params";
import { parseUsageParams, type UsageParams, usageSearch } from "@/lib/usage/params";
import { startUsage } from "@/lib/usage/queries";
import { rangeFieldValues } from "@/lib/usage/range";

export const generateMetadata = titled(async () => (await getTranslations("Usage"))("title"));

export default async function CustomerUsagePage({ searchParams }: PageProps<"/customer/usage">) {
  const { user, auth, raw, subscriptionId, parsed } = await resolveCustomerPageQuery(
    searchParams,
    parseUsageParams,
  );
  const [t, common] = await Promise.all([getTranslations("Usage"), getTranslations("Common.filters")]);
  const values = {
    ...rangeFieldValues(parsed.ok ? parsed.params.range : undefined, raw),
    ...(parsed.ok
      ? { type: parsed.params.type ?? "", search: parsed.params.search }
      : { type: searchParam(raw, "type") ?? "" }),
  };
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <UsageFilters
          lines={customerLines(auth, user.subscriptions)}
          types={lineUsageTypes(auth, subscriptionId)}
          values={{ subscription: subscriptionId, ...values }}
        />
        {parsed.ok ? (
          <UsageSections auth={auth} subscriptionId={subscriptionId} params={parsed.params} />
        ) : (
          <Alert tone="error" title={common("problemTitle")}>
            {common(`problem.${parsed.problem.key}`, parsed.problem.values)}
          </Alert>
        )}
      </div>
    </>
  );
}

async function UsageSections({
  auth,
  subscriptionId,
  params,
}: {
  auth: Parameters<typeof startUsage>[0];
  subscriptionId: string;
  params: UsageParams & { subscription: string };
}) {
  const loads = startUsage(auth, subscriptionId, params);
  const t = await getTranslations("Usage");
  // A new query gets fresh boundaries, so the skeletons show while the next view loads.
  const key = usageSearch(params);
  return (
    <>
      <Suspense key={`u-${key}`} fallback={<UsageSkeleton types={params.type ? 1 : USAGE_TYPES.length} />}>
        <UsageSection loads={loads} params={params} subscriptionId={subscriptionId} />
      </Suspense>
      <section aria-labelledby="records-heading" className="space-y-3">
        <h2 id="records-heading" className="text-lg font-semibold text-gray-900">
          {t("records")}
        </h2>
        <Suspense key={`r-${key}`} fallback={<RecordsSkeleton />}>
          <RecordsSection loads={loads} params={params} />
        </Suspense>
      </section>
    </>
  );
}
