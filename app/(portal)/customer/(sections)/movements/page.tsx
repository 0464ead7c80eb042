import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { MovementFilters } from "@/components/movements/movement-filters";
import { MovementsSection } from "@/components/movements/movements-section";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { RecordsSkeleton } from "@/components/usage/usage-skeleton";
import { balancesOf } from "@/lib/balances/queries";
import { customerLines } from "@/lib/customer/lines";
import { resolveCustomerPageQuery } from "@/lib/customer/page-query";
import { settle } from "@/lib/errors/problem";
import { titled } from "@/lib/i18n/page-title";
import { movementSearch, parseMovementParams } from "@/lib/movements/params";
import { startMovements } from "@/lib/movements/queries";
import { rangeFieldValues } from "@/lib/usage/range";

export const generateMetadata = titled(async () => (await getTranslations("Movements"))("title"));

export default async function CustomerMovementsPage({ searchParams }: PageProps<"/customer/movements">) {
  const { user, auth, raw, subscriptionId, parsed } = await resolveCustomerPageQuery(
    searchParams,
    parseMovementParams,
  );
  const [t, common] = await Promise.all([getTranslations("Movements"), getTranslations("Common.filters")]);
  const { movementType = "", operationType = "", status = "" } = parsed.ok ? parsed.params : {};
  const values = {
    ...rangeFieldValues(parsed.ok ? parsed.params.range : undefined, raw),
    type: movementType,
    op: operationType,
    status,
  };
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <MovementFilters
          lines={customerLines(auth, user.subscriptions)}
          values={{ subscription: subscriptionId, ...values }}
        />
        {parsed.ok ? (
          <Suspense key={movementSearch(parsed.params)} fallback={<RecordsSkeleton />}>
            <MovementsSection
              movements={startMovements(auth, subscriptionId, parsed.params)}
              balances={settle(balancesOf(auth, subscriptionId))}
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
