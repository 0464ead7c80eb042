import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { MovementFilters } from "@/components/movements/movement-filters";
import { MovementsSection } from "@/components/movements/movements-section";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { RecordsSkeleton } from "@/components/usage/usage-skeleton";
import { resolveCustomerPageQuery } from "@/lib/customer/page-query";
import { formatDay } from "@/lib/dates";
import { settle } from "@/lib/errors/problem";
import { movementSearch, parseMovementParams } from "@/lib/movements/params";
import { startMovements } from "@/lib/movements/queries";
import { getConsumptions } from "@/lib/operator/billing/api";
import { searchParam } from "@/lib/url/search-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Movements"))("title") };
}

export default async function CustomerMovementsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, auth, raw, subscriptionId, parsed } = await resolveCustomerPageQuery(
    searchParams,
    parseMovementParams,
  );
  const [t, common] = await Promise.all([getTranslations("Movements"), getTranslations("Common.filters")]);
  const values = parsed.ok
    ? {
        from: formatDay(parsed.params.range.from),
        to: formatDay(parsed.params.range.to),
        type: parsed.params.movementType ?? "",
        op: parsed.params.operationType ?? "",
        status: parsed.params.status ?? "",
      }
    : {
        from: searchParam(raw, "from") ?? "",
        to: searchParam(raw, "to") ?? "",
        type: "",
        op: "",
        status: "",
      };
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <MovementFilters
          subscriptions={user.subscriptions}
          values={{ subscription: subscriptionId, ...values }}
        />
        {parsed.ok ? (
          <Suspense key={movementSearch(parsed.params)} fallback={<RecordsSkeleton />}>
            <MovementsSection
              movements={startMovements(auth, subscriptionId, parsed.params)}
              balances={settle(getConsumptions(auth, subscriptionId))}
              params={parsed.params}
            />
          </Suspense>
        ) : (
          <Alert tone="error" title={common("problemTitle")}>
            {common(`problem.${parsed.problem.key}`, parsed.problem.values)}
          </Alert>
        )}
      </div>
    </>
  );
}
