import { Dec, dec } from "../../billing/decimal";
import type { billingCdrs } from "../../store/schema";
import { seededRandom } from "../clock";
import { MB, type SubscriptionPlan, VAT } from "./plans";

type CdrRow = typeof billingCdrs.$inferInsert;
type Kind = "data" | "sms" | "voice";

interface UsageEvent {
  plan: SubscriptionPlan;
  msisdn: string;
  kind: Kind;
  time: number;
  usage: number;
  destination: string;
  category: string;
}

export const monthKey = (time: number) => new Date(time).toISOString().slice(0, 7);

/** Out-of-bundle cost without taxes per subscription and month, and bonus use per customer bonus and month. */
export interface RatedUsage {
  rows: CdrRow[];
  outOfBundle: Map<string, Map<string, Dec>>;
  bonusUsed: Map<string, Map<string, number>>;
}

const UNITS: Record<Kind, string> = { data: "byte", sms: "sms", voice: "second" };
/** Share of international sms and calls, and how their destination numbers look. */
const FOREIGN = {
  sms: { share: 0.04, prefix: "+4479", digits: 8 },
  voice: { share: 0.01, prefix: "+3314", digits: 7 },
} as const;

function contactsOf(random: () => number, count: number) {
  return Array.from({ length: count }, () => `+346${String(Math.floor(random() * 1e8)).padStart(8, "0")}`);
}

/** Draws a day's worth of usage per habit; sessions cluster in waking hours. */
function eventsOf(plan: SubscriptionPlan, msisdn: string, from: number, to: number): UsageEvent[] {
  const random = seededRandom(plan.seed);
  const contacts = contactsOf(random, 25);
  const events: UsageEvent[] = [];
  const pick = () => contacts[Math.floor(random() * contacts.length)] ?? "";
  for (let day = from; day < to; day += 86_400_000) {
    for (const kind of ["data", "sms", "voice"] as const) {
      const habit = plan.usage[kind];
      if (!habit) continue;
      const count = Math.round(habit.perDay * (0.6 + random() * 0.8));
      for (let i = 0; i < count; i++) {
        const time = day + Math.floor((6 + random() * 18) * 3_600_000 + random() * 3_600_000);
        if (time >= to) continue;
        const roll = random();
        if (kind === "data") {
          const usage = Math.max(2048, Math.round(-Math.log(1 - random()) * habit.average));
          const category = roll < 0.03 ? "DATA_ROAMING_EU" : "DATA_NATIONAL";
          events.push({ plan, msisdn, kind, time, usage, destination: "", category });
          continue;
        }
        // The order of the random draws (usage, then destination) keeps the seed deterministic.
        const usage = kind === "sms" ? 1 : Math.max(3, Math.round(-Math.log(1 - random()) * habit.average));
        const foreign = FOREIGN[kind];
        const international = roll < foreign.share;
        const destination = international
          ? `${foreign.prefix}${String(Math.floor(random() * 10 ** foreign.digits)).padStart(foreign.digits, "0")}`
          : pick();
        const category = `${kind.toUpperCase()}_${international ? "INTERNATIONAL" : "NATIONAL"}`;
        events.push({ plan, msisdn, kind, time, usage, destination, category });
      }
    }
  }
  return events;
}

function priceOf(event: UsageEvent): Dec {
  const { rates } = event.plan;
  if (event.kind === "data") return dec(event.usage).dividedBy(MB).times(rates.dataPerMb);
  if (event.kind === "sms") return dec(rates.sms);
  const perSecond =
    event.category === "VOICE_INTERNATIONAL" ? rates.internationalPerSecond : rates.voicePerSecond;
  return dec(event.usage).times(perSecond);
}

const bump = <V>(
  map: Map<string, Map<string, V>>,
  outer: string,
  inner: string,
  add: (old: V | undefined) => V,
) => {
  let byInner = map.get(outer);
  if (!byInner) {
    byInner = new Map();
    map.set(outer, byInner);
  }
  byInner.set(inner, add(byInner.get(inner)));
};

/**
 * Rates every event in time order across subscriptions (carol's two lines share one voice bonus):
 * a bonus pays while it has room this month; after that, and for international traffic, the
 * rating plan (postpaid) or the main balance (prepaid) pays.
 */
export function rateUsage(
  subscriptions: { plan: SubscriptionPlan; msisdn: string }[],
  from: Date,
  to: Date,
): RatedUsage {
  const events = subscriptions.flatMap((s) => eventsOf(s.plan, s.msisdn, from.getTime(), to.getTime()));
  events.sort((a, b) => a.time - b.time || a.plan.seed - b.plan.seed);
  const rows: CdrRow[] = [];
  const outOfBundle = new Map<string, Map<string, Dec>>();
  const bonusUsed = new Map<string, Map<string, number>>();
  const exhausted = new Set<string>();
  const sequence = new Map<string, number>();

  for (const event of events) {
    const month = monthKey(event.time);
    const subId = event.plan.subscriptionId;
    const bonus = event.plan.bonuses.find((b) => b.kind === event.kind);
    const coveredCategory = !event.category.endsWith("INTERNATIONAL");
    const used = bonus ? (bonusUsed.get(bonus.customerBonusId)?.get(month) ?? 0) : 0;
    const exhaustKey = bonus ? `${bonus.customerBonusId}:${month}` : "";
    let debit: Pick<CdrRow, "debitCase" | "debitCatalogId" | "debitCustomerId" | "costWithoutTaxes">;
    if (bonus && coveredCategory && !exhausted.has(exhaustKey) && used + event.usage <= bonus.initialValue) {
      bump(bonusUsed, bonus.customerBonusId, month, (old) => (old ?? 0) + event.usage);
      debit = {
        debitCase: "BONUS",
        debitCatalogId: bonus.catalogBonusId,
        debitCustomerId: bonus.customerBonusId,
        costWithoutTaxes: "0",
      };
    } else {
      if (bonus && coveredCategory) exhausted.add(exhaustKey);
      const cost = priceOf(event).toDecimalPlaces(8);
      bump(outOfBundle, subId, month, (old) => (old ?? new Dec(0)).plus(cost));
      const mainBalance = event.plan.outOfBundleDebit === "MAIN_BALANCE";
      debit = {
        debitCase: event.plan.outOfBundleDebit,
        debitCatalogId: event.plan.planCatalogId,
        debitCustomerId: mainBalance ? `MB-${subId}-MAIN` : "",
        costWithoutTaxes: cost.toFixed(),
      };
    }
    const n = (sequence.get(subId) ?? 0) + 1;
    sequence.set(subId, n);
    rows.push({
      id: `CDR-${subId.slice(4)}-${String(n).padStart(6, "0")}`,
      subscriptionId: subId,
      kind: event.kind,
      originNumber: event.msisdn,
      destinationNumber: event.destination,
      initialDate: new Date(event.time),
      usage: String(event.usage),
      unit: UNITS[event.kind],
      taxPercentage: VAT,
      ratingCaseCategory: event.category,
      ...debit,
    });
  }
  return { rows, outOfBundle, bonusUsed };
}
