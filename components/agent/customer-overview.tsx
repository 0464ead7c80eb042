import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { BonusList } from "@/components/balances/bonus-list";
import { MonetaryBalances } from "@/components/balances/monetary-balances";
import { Card, CardBody, CardHeader, SectionCard } from "@/components/ui";
import { LoadingRegion } from "@/components/ui/skeleton";
import { UpstreamError } from "@/components/ui/upstream-error";
import { UsageSummary, UsageSummarySkeleton } from "@/components/usage/usage-summary";
import type { ConsumptionDetails, SubscriptionBalances } from "@/contract/billing";
import { billingKind, usageTypesOf, usageTypesShown } from "@/lib/balances/billing-kind";
import type { Loaded } from "@/lib/errors/problem";
import { aggregateUsage } from "@/lib/usage/buckets";
import type { DayRange } from "@/lib/usage/range";

/** The range's totals, a tile for each kind of usage the line used or holds a bonus of. */
async function UsageTiles({
  usage,
  range,
  balances,
  currency,
}: {
  usage: Promise<Loaded<ConsumptionDetails>>;
  range: DayRange;
  balances: SubscriptionBalances;
  currency: string;
}) {
  const loaded = await usage;
  if (!loaded.ok) return <UpstreamError problem={loaded.problem} />;
  const { totals } = aggregateUsage(loaded.data, range, "day");
  return <UsageSummary totals={totals} types={usageTypesShown(totals.count, balances)} currency={currency} />;
}

/**
 * What the customer sees on their overview and usage pages, for the agent: balances and bonuses at
 * once, then 30 days of usage as its records come in.
 */
export function CustomerOverview({
  balances,
  usage,
  range,
  now,
}: {
  balances: SubscriptionBalances;
  usage: Promise<Loaded<ConsumptionDetails>>;
  range: DayRange;
  now: Date;
}) {
  const currency = balances.monetary[0]?.unit ?? "EUR";
  const kind = billingKind(balances.billingType);
  const t = useTranslations("Agent");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={kind === "postpaid" || kind === "landline" ? t("outsideBundles") : t("balances")}>
        <MonetaryBalances balances={balances.monetary} now={now} kind={kind} />
      </SectionCard>
      <SectionCard title={t("bonuses")}>
        <BonusList balances={balances} now={now} audience="staff" />
      </SectionCard>
      <Card className="lg:col-span-2">
        <CardHeader title={t("usage30")} />
        <CardBody>
          {/* A tile for each kind of usage the line can have (a landline: calls), and the cost. */}
          <Suspense
            fallback={
              <LoadingRegion label={t("loadingUsage")}>
                <UsageSummarySkeleton tiles={usageTypesOf(balances.billingType).length + 1} />
              </LoadingRegion>
            }
          >
            <UsageTiles usage={usage} range={range} balances={balances} currency={currency} />
          </Suspense>
        </CardBody>
      </Card>
    </div>
  );
}
