import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { UpstreamError } from "@/components/ui/upstream-error";
import { Pagination } from "@/components/usage/pagination";
import { BILLING_TYPES, type Movement, type SubscriptionBalances } from "@/contract/billing";
import { followProblem } from "@/lib/customer/access";
import type { Loaded } from "@/lib/errors/problem";
import { filterByStatus, type MovementParams, movementSearch } from "@/lib/movements/params";
import { paginate } from "@/lib/usage/records";
import { MovementsSummary } from "./movements-summary";
import { MovementsTable } from "./movements-table";

export async function MovementsSection({
  movements,
  balances,
  params,
}: {
  movements: Promise<Loaded<Movement[]>>;
  /** Only to know whether the line is prepaid: a prepaid line has no "next bill". */
  balances: Promise<Loaded<SubscriptionBalances>>;
  params: MovementParams;
}) {
  const [loaded, line, t] = await Promise.all([movements, balances, getTranslations("Movements")]);
  const isPrepaid = line.ok && line.data.billingType === BILLING_TYPES.prepaid;
  if (!loaded.ok) return <UpstreamError problem={await followProblem(loaded.problem)} />;
  const shown = filterByStatus(loaded.data, params.status).sort(
    (a, b) => Date.parse(b.movement_datetime) - Date.parse(a.movement_datetime) || a.id.localeCompare(b.id),
  );
  if (shown.length === 0) return <EmptyState title={t("emptyTitle")} description={t("emptyDescription")} />;
  // Movements carry no currency; the operator bills in euros (docs/customer.md).
  const currency = "EUR";
  const page = paginate(shown, params.page);
  return (
    <div className="space-y-4">
      <MovementsSummary movements={shown} currency={currency} isPrepaid={isPrepaid} />
      <MovementsTable movements={page.items} currency={currency} isPrepaid={isPrepaid} />
      <Pagination
        page={page}
        total={t("count", { count: page.total })}
        hrefFor={(n) => `/customer/movements?${movementSearch(params, { page: n })}`}
      />
    </div>
  );
}
