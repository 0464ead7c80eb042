import { useTranslations } from "next-intl";
import { BonusList } from "@/components/balances/bonus-list";
import { MonetaryBalances } from "@/components/balances/monetary-balances";
import { Card, CardBody, CardHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { UsageSummary } from "@/components/usage/usage-summary";
import type { ConsumptionDetails, SubscriptionBalances } from "@/contract/billing";
import type { Loaded } from "@/lib/errors/problem";
import { USAGE_TYPES } from "@/lib/units";
import { aggregateUsage } from "@/lib/usage/buckets";
import type { DayRange } from "@/lib/usage/range";

/** What the customer sees on their overview and usage pages, for the agent: balances, bonuses, 30 days of usage. */
export function CustomerOverview({
  balances,
  usage,
  range,
  now,
}: {
  balances: SubscriptionBalances;
  usage: Loaded<ConsumptionDetails>;
  range: DayRange;
  now: Date;
}) {
  const currency = balances.monetary[0]?.unit ?? "EUR";
  const prepaid = balances.billingType === 1;
  const t = useTranslations("Agent");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={t("balances")}>
        <MonetaryBalances balances={balances.monetary} now={now} emphasis={prepaid} />
      </SectionCard>
      <SectionCard title={t("bonuses")}>
        <BonusList balances={balances} now={now} audience="staff" />
      </SectionCard>
      <Card className="lg:col-span-2">
        <CardHeader title={t("usage30")} />
        <CardBody>
          {usage.ok ? (
            <UsageSummary
              totals={aggregateUsage(usage.data, range, "day").totals}
              types={USAGE_TYPES}
              currency={currency}
            />
          ) : (
            <UpstreamError problem={usage.problem} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
