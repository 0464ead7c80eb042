import type { SubscriptionBalances } from "@/contract/billing";
import { USAGE_TYPES, type UsageType } from "@/lib/units";
import { forecastRunway } from "@/lib/usage/runway";
import { BonusMeter } from "./bonus-meter";

const NONE: Record<UsageType, string> = {
  data: "No data bonus",
  sms: "No SMS bonus",
  voice: "No voice bonus",
};

/** Data, SMS and voice bonuses in that order; a missing kind is said, not hidden. */
export function BonusList({
  balances,
  now,
  types = USAGE_TYPES,
}: {
  balances: SubscriptionBalances;
  now: Date;
  types?: readonly UsageType[];
}) {
  return (
    <ul className="space-y-5">
      {types.map((type) => {
        const bonuses = balances.bonuses[type];
        if (bonuses.length === 0)
          return (
            <li key={type} className="text-sm text-gray-600" data-testid={`no-bonus-${type}`}>
              {NONE[type]}
            </li>
          );
        // The forecast reads the bonus's own counters: no usage records on the overview's path.
        return bonuses.map((bonus) => (
          <li key={bonus.id}>
            <BonusMeter bonus={bonus} type={type} now={now} runway={forecastRunway(bonus, now)} />
          </li>
        ));
      })}
    </ul>
  );
}
