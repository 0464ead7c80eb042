import type { ConsumptionDetails, SubscriptionBalances } from "@/lib/operator/billing/schemas";
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
  recent,
  siblings = [],
  now,
  types = USAGE_TYPES,
}: {
  balances: SubscriptionBalances;
  /** Records of the last week; undefined when they could not be read (the forecast then uses averages). */
  recent: ConsumptionDetails | undefined;
  /** The same records of the user's other lines: a shared bonus is used up by all of them. */
  siblings?: readonly ConsumptionDetails[];
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
        return bonuses.map((bonus) => {
          const records =
            recent && bonus.isShared ? [recent, ...siblings].flatMap((d) => d[type]) : recent?.[type];
          return (
            <li key={bonus.id}>
              <BonusMeter bonus={bonus} type={type} now={now} runway={forecastRunway(bonus, records, now)} />
            </li>
          );
        });
      })}
    </ul>
  );
}
