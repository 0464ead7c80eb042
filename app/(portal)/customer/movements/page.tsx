import type { Metadata } from "next";
import { Suspense } from "react";
import { MovementFilters } from "@/components/movements/movement-filters";
import { MovementsSection } from "@/components/movements/movements-section";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { RecordsSkeleton } from "@/components/usage/usage-skeleton";
import { pickSubscription, requireCustomer } from "@/lib/customer/access";
import { movementSearch, parseMovementParams } from "@/lib/customer/movement-params";
import { startMovements } from "@/lib/customer/movements";
import { formatDay } from "@/lib/dates";
import { readParam } from "@/lib/usage/params";

export const metadata: Metadata = { title: "Movements" };

export default async function CustomerMovementsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, auth } = await requireCustomer();
  const raw = await searchParams;
  const parsed = parseMovementParams(raw);
  const subscriptionId = pickSubscription(user, parsed.ok ? parsed.params.subscription : parsed.subscription);
  const header = (
    <PageHeader
      title="Movements"
      description="Every charge and credit on your line: what is pending for your next bill and what was invoiced."
    />
  );
  if (!parsed.ok) {
    return (
      <>
        {header}
        <div className="space-y-6">
          <MovementFilters
            subscriptions={user.subscriptions}
            values={{
              subscription: subscriptionId,
              from: readParam(raw, "from") ?? "",
              to: readParam(raw, "to") ?? "",
              type: "",
              op: "",
              status: "",
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
  const movements = startMovements(auth, subscriptionId, params);
  return (
    <>
      {header}
      <div className="space-y-6">
        <MovementFilters
          subscriptions={user.subscriptions}
          values={{
            subscription: subscriptionId,
            from: formatDay(params.range.from),
            to: formatDay(params.range.to),
            type: params.movementType ?? "",
            op: params.operationType ?? "",
            status: params.status ?? "",
          }}
        />
        <Suspense key={movementSearch(params)} fallback={<RecordsSkeleton />}>
          <MovementsSection movements={movements} params={params} />
        </Suspense>
      </div>
    </>
  );
}
