import { addMonths, startOfMonth } from "../../billing/dates";
import { Dec, dec, fixed8 } from "../../billing/decimal";
import type { billingBonuses, billingMonetaryBalances } from "../../store/schema";
import { monthKey, type RatedUsage } from "./cdrs";
import { type SubscriptionPlan, VAT } from "./plans";

type MonetaryRow = typeof billingMonetaryBalances.$inferInsert;
type BonusRow = typeof billingBonuses.$inferInsert;

const withVat = (value: Dec) => value.times(dec(VAT).dividedBy(100).plus(1));
/** The operator reports expirations with nanoseconds: the last instant before the next cycle. */
const lastNanosecondBefore = (date: Date) =>
  `${new Date(date.getTime() - 1000).toISOString().slice(0, 19)}.999999999Z`;
const SUBSCRIBED_AT = new Date("2023-03-14T10:00:00Z");

/** Balances as they stand at `now`, derived from the rated usage of the current month. */
export function balancesOf(plan: SubscriptionPlan, billingType: number, rated: RatedUsage, now: Date) {
  const month = monthKey(now.getTime());
  const cycleStart = startOfMonth(now);
  const cycleEnd = addMonths(cycleStart, 1);
  const spent = rated.outOfBundle.get(plan.subscriptionId)?.get(month) ?? new Dec(0);
  const subNo = plan.subscriptionId.slice(4);

  const monetary: MonetaryRow[] = [];
  if (billingType === 1) {
    // Prepaid: a carried-over balance plus this month's top-up, minus what usage outside bonuses cost.
    const topUp = dec("20");
    const consumed = withVat(spent).toDecimalPlaces(8);
    const balanceWithTaxes = dec("6.4").plus(topUp).minus(consumed);
    const lastTopUp = new Date(cycleStart.getTime() + 2 * 86_400_000 + 9 * 3_600_000);
    monetary.push({
      id: `MB-${plan.subscriptionId}-MAIN`,
      subscriptionId: plan.subscriptionId,
      currentValue: fixed8(balanceWithTaxes.dividedBy(withVat(dec(1)))),
      currentValueWithTaxes: fixed8(balanceWithTaxes),
      unit: "EUR",
      activationDatetime: lastTopUp.getTime() < now.getTime() ? lastTopUp : cycleStart,
      expirationDatetime: lastNanosecondBefore(addMonths(cycleStart, 12)),
      counters: [
        { type: "TOPUP_CURRENT_CYCLE", value: topUp.toFixed() },
        { type: "CONSUMED_CURRENT_CYCLE", value: fixed8(consumed) },
      ],
    });
  } else {
    monetary.push({
      id: `MB-${plan.subscriptionId}-CYCLE`,
      subscriptionId: plan.subscriptionId,
      currentValue: fixed8(spent),
      currentValueWithTaxes: fixed8(withVat(spent)),
      unit: "EUR",
      activationDatetime: cycleStart,
      expirationDatetime: lastNanosecondBefore(cycleEnd),
      counters: [
        { type: "OUT_OF_BUNDLE_CURRENT_CYCLE", value: fixed8(spent) },
        { type: "SPENDING_LIMIT", value: "60" },
      ],
    });
  }

  const renewals =
    (cycleStart.getUTCFullYear() - SUBSCRIBED_AT.getUTCFullYear()) * 12 +
    cycleStart.getUTCMonth() -
    SUBSCRIBED_AT.getUTCMonth();
  const bonuses: BonusRow[] = plan.bonuses.map((b) => {
    const used = rated.bonusUsed.get(b.customerBonusId)?.get(month) ?? 0;
    return {
      id: `BAL-${subNo}-${b.kind.toUpperCase()}${b.isShared ? "-SHARED" : ""}`,
      subscriptionId: plan.subscriptionId,
      kind: b.kind,
      initialValue: String(b.initialValue),
      currentValue: String(Math.max(0, b.initialValue - used)),
      unit: b.kind === "data" ? "byte" : b.kind === "sms" ? "sms" : "second",
      activationDatetime: cycleStart,
      expirationDatetime: new Date(cycleEnd.getTime() - 1000),
      renovationsCount: renewals,
      catalogBonusId: b.catalogBonusId,
      customerBonusId: b.customerBonusId,
      isShared: b.isShared,
    };
  });
  return { monetary, bonuses };
}
