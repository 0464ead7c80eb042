import { DEFAULT_TIME_ZONE, daysBetween, parseApiDate, zonedDay } from "../dates";
import { type DecimalString, toDecimal } from "../money";
import type { UsageRecord } from "./types";

const DAY_MS = 86_400_000;
export const PACE_WINDOW_DAYS = 7;

export interface RunwayBonus {
  initialValue: DecimalString;
  /** What is left of the bonus (the contract's currentValue). */
  currentValue: DecimalString;
  activationDatetime?: string;
  expirationDatetime?: string;
  customerBonusId?: string;
  catalogBonusId?: string;
}

export type Runway =
  | { kind: "exhausted"; renewsAt?: string }
  | { kind: "idle"; renewsAt?: string }
  | { kind: "lasts"; renewsAt: string; dailyPace: DecimalString; basis: PaceBasis }
  | {
      kind: "runs-out";
      runsOutAt: string;
      renewsAt?: string;
      /** Calendar days between running out and renewal (0 when it runs out on the renewal day). */
      daysShort?: number;
      dailyPace: DecimalString;
      basis: PaceBasis;
    };

/** "recent": from the records of the last days; "average": (initial - current) since activation. */
export type PaceBasis = "recent" | "average";

function recordsOfBonus(bonus: RunwayBonus, records: readonly UsageRecord[]): readonly UsageRecord[] {
  // The customer bonus id names this very bonus; the catalog id only when the record names no instance.
  const linked = records.filter((r) =>
    r.debitCustomerId
      ? r.debitCustomerId === bonus.customerBonusId
      : Boolean(r.debitCatalogId) && r.debitCatalogId === bonus.catalogBonusId,
  );
  if (linked.length > 0) return linked;
  // Records that name no bonus at all (an upstream without the link): the type's whole use is the pace.
  const anyLinked = records.some((r) => r.debitCustomerId || r.debitCatalogId);
  return anyLinked ? [] : records;
}

/**
 * Daily pace of use, as a decimal per day. Prefers the records of the last PACE_WINDOW_DAYS (or since
 * activation when the bonus is younger, never less than a day); without records it falls back to the
 * average since activation.
 */
export function dailyPace(
  bonus: RunwayBonus,
  records: readonly UsageRecord[] | undefined,
  now: Date,
): { pace: DecimalString; basis: PaceBasis } | undefined {
  const activation = bonus.activationDatetime ? parseApiDate(bonus.activationDatetime) : undefined;
  if (records) {
    const windowStart = Math.max(now.getTime() - PACE_WINDOW_DAYS * DAY_MS, activation?.getTime() ?? 0);
    const windowMs = Math.max(now.getTime() - windowStart, DAY_MS);
    const used = recordsOfBonus(bonus, records)
      .filter((r) => {
        const at = parseApiDate(r.initialDate)?.getTime();
        return at !== undefined && at >= windowStart && at <= now.getTime();
      })
      .reduce((sum, r) => sum.plus(toDecimal(r.usage)), toDecimal(0));
    return { pace: used.times(DAY_MS).dividedBy(windowMs).toFixed(), basis: "recent" };
  }
  if (!activation) return undefined;
  const elapsed = Math.max(now.getTime() - activation.getTime(), DAY_MS);
  const used = toDecimal(bonus.initialValue).minus(toDecimal(bonus.currentValue));
  if (used.isNegative()) return undefined;
  return { pace: used.times(DAY_MS).dividedBy(elapsed).toFixed(), basis: "average" };
}

/** When a bonus runs out at the current pace, and whether that is before it renews. */
export function forecastRunway(
  bonus: RunwayBonus,
  records: readonly UsageRecord[] | undefined,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Runway | undefined {
  const remaining = toDecimal(bonus.currentValue);
  const renewal = bonus.expirationDatetime ? parseApiDate(bonus.expirationDatetime) : undefined;
  const renewsAt = renewal?.toISOString();
  if (remaining.lessThanOrEqualTo(0)) return { kind: "exhausted", renewsAt };
  const pace = dailyPace(bonus, records, now);
  if (!pace) return undefined;
  const perDay = toDecimal(pace.pace);
  if (perDay.isZero()) return { kind: "idle", renewsAt };

  const msLeft = remaining.dividedBy(perDay).times(DAY_MS);
  // A forecast years away is "lasts" for any bonus that renews; cap before converting to a Date.
  const runsOut = new Date(now.getTime() + Math.min(msLeft.toNumber(), 100 * 365 * DAY_MS));
  if (renewal && runsOut.getTime() >= renewal.getTime()) {
    return { kind: "lasts", renewsAt: renewal.toISOString(), dailyPace: pace.pace, basis: pace.basis };
  }
  const daysShort = renewal
    ? daysBetween(zonedDay(runsOut, timeZone), zonedDay(renewal, timeZone))
    : undefined;
  return {
    kind: "runs-out",
    runsOutAt: runsOut.toISOString(),
    renewsAt,
    daysShort,
    dailyPace: pace.pace,
    basis: pace.basis,
  };
}
