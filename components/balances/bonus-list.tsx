import { useTranslations } from "next-intl";
import type { SubscriptionBalances } from "@/contract/billing";
import { usageTypesOf } from "@/lib/balances/billing-kind";
import type { UsageType } from "@/lib/units";
import type { RunwayAudience } from "@/lib/usage/describe-runway";
import { forecastRunway } from "@/lib/usage/runway";
import { BonusMeter } from "./bonus-meter";

/** Data, SMS and voice bonuses in that order; a kind the line can have but holds none of is said, not hidden. */
export function BonusList({
  balances,
  now,
  types = usageTypesOf(balances.billingType),
  audience,
}: {
  balances: SubscriptionBalances;
  now: Date;
  types?: readonly UsageType[];
  /** Staff read the forecast about the line, not addressed to them. */
  audience?: RunwayAudience;
}) {
  const t = useTranslations("Bonus");
  return (
    <ul className="space-y-5">
      {types.map((type) => {
        const bonuses = balances.bonuses[type];
        if (bonuses.length === 0)
          return (
            <li key={type} className="text-sm text-gray-600" data-testid={`no-bonus-${type}`}>
              {t(`none.${type}`)}
            </li>
          );
        // The forecast reads the bonus's own counters: no usage records on the overview's path.
        return bonuses.map((bonus) => (
          <li key={bonus.id}>
            <BonusMeter
              bonus={bonus}
              type={type}
              now={now}
              runway={forecastRunway(bonus, now)}
              audience={audience}
            />
          </li>
        ));
      })}
    </ul>
  );
}
