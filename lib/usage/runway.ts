import { DEFAULT_TIME_ZONE, daysBetween, parseApiDate, zonedDay } from "../dates";
import { type DecimalString, toDecimal } from "../money";

const DAY_MS = 86_400_000;

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
  | { kind: "lasts"; renewsAt: string; dailyPace: DecimalString }
  | {
      kind: "runs-out";
      runsOutAt: string;
      renewsAt?: string;
      /** Calendar days between running out and renewal (0 when it runs out on the renewal day). */
      daysShort?: number;
      dailyPace: DecimalString;
    };

/**
 * Daily pace of use since activation (never less than a day), as a decimal per day: what the bonus
 * itself says (initialValue - currentValue), so the forecast needs no usage records. A shared bonus's
 * counters already include every line's use.
 */
export function dailyPace(bonus: RunwayBonus, now: Date): DecimalString | undefined {
  const activation = bonus.activationDatetime ? parseApiDate(bonus.activationDatetime) : undefined;
  if (!activation) return undefined;
  const elapsed = Math.max(now.getTime() - activation.getTime(), DAY_MS);
  const used = toDecimal(bonus.initialValue).minus(toDecimal(bonus.currentValue));
  if (used.isNegative()) return undefined;
  return used.times(DAY_MS).dividedBy(elapsed).toFixed();
}

/** When a bonus runs out at the current pace, and whether that is before it renews. */
export function forecastRunway(
  bonus: RunwayBonus,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Runway | undefined {
  const remaining = toDecimal(bonus.currentValue);
  const renewal = bonus.expirationDatetime ? parseApiDate(bonus.expirationDatetime) : undefined;
  const renewsAt = renewal?.toISOString();
  if (remaining.lessThanOrEqualTo(0)) return { kind: "exhausted", renewsAt };
  const pace = dailyPace(bonus, now);
  if (pace === undefined) return undefined;
  const perDay = toDecimal(pace);
  if (perDay.isZero()) return { kind: "idle", renewsAt };

  const msLeft = remaining.dividedBy(perDay).times(DAY_MS);
  // A forecast years away is "lasts" for any bonus that renews; cap before converting to a Date.
  const runsOut = new Date(now.getTime() + Math.min(msLeft.toNumber(), 100 * 365 * DAY_MS));
  if (renewal && runsOut.getTime() >= renewal.getTime()) {
    return { kind: "lasts", renewsAt: renewal.toISOString(), dailyPace: pace };
  }
  const daysShort = renewal
    ? daysBetween(zonedDay(runsOut, timeZone), zonedDay(renewal, timeZone))
    : undefined;
  return {
    kind: "runs-out",
    runsOutAt: runsOut.toISOString(),
    renewsAt,
    daysShort,
    dailyPace: pace,
  };
}
