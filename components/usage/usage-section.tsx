import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { FiguresAsOf } from "@/components/ui/figures-as-of";
import { usageTypesShown } from "@/lib/balances/billing-kind";
import { formatDay } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { fetchedAtOf } from "@/lib/operator/session-cache";
import { USAGE_TYPES, type UsageType } from "@/lib/units";
import { aggregateUsage } from "@/lib/usage/buckets";
import { derivedFrom } from "@/lib/usage/derived";
import type { UsageParams } from "@/lib/usage/params";
import type { UsageLoads } from "@/lib/usage/queries";
import { granularityFor } from "@/lib/usage/range";
import { UsageCharts } from "./usage-charts";
import { UsageProblem } from "./usage-problem";
import { UsageSummary } from "./usage-summary";

/** Totals and charts: the records are bucketed here, on the server; the browser gets one point per bucket. */
export async function UsageSection({
  loads,
  params,
  subscriptionId,
}: {
  loads: UsageLoads;
  params: UsageParams;
  subscriptionId: string;
}) {
  const [details, balances, t, locale] = await Promise.all([
    loads.details,
    loads.balances,
    getTranslations("Usage"),
    getLocale().then(intlLocaleOf),
  ]);
  if (!details.ok) return <UsageProblem problem={details.problem} subscriptionId={subscriptionId} />;
  const currency = (balances.ok ? balances.data.monetary[0]?.unit : undefined) ?? "EUR";
  const types: readonly UsageType[] = params.type ? [params.type] : USAGE_TYPES;
  const granularity = granularityFor(params.range);
  const { from, to } = params.range;
  const series = derivedFrom(
    details.data,
    `series ${formatDay(from)} ${formatDay(to)} ${granularity} ${locale}`,
    () =>
      aggregateUsage(details.data, params.range, granularity, {
        locale,
        weekOf: (date) => t("weekOf", { date }),
      }),
  );
  const count = types.reduce((n, t) => n + series.totals.count[t], 0);
  // With "all types", a type the line has neither records nor a bonus of (data on a landline) gets no tile.
  const tiles = params.type
    ? types
    : usageTypesShown(series.totals.count, balances.ok ? balances.data : undefined);
  return (
    <div className="space-y-4">
      <UsageSummary totals={series.totals} types={tiles} currency={currency} />
      <FiguresAsOf at={fetchedAtOf(details.data)} />
      {count === 0 ? (
        <EmptyState title={t("emptyTitle")} description={t("emptyDescription")} />
      ) : (
        // With "all types", a type without a single record in the range gets its tile but no empty chart.
        <UsageCharts
          series={series}
          types={params.type ? types : types.filter((t) => series.totals.count[t] > 0)}
          currency={currency}
        />
      )}
    </div>
  );
}
