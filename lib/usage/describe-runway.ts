import { DEFAULT_TIME_ZONE, formatLongDate, nearDay } from "../dates";
import { DEFAULT_LOCALE } from "../money";
import { formatQuantity, type UsageType } from "../units";
import type { Runway } from "./runway";

export interface RunwayText {
  text: string;
  tone: "ok" | "warning" | "danger";
}

/** The sentences addressed to the customer ("your data"), which staff read about the line instead. */
const PERSONAL = ["exhausted", "exhaustedRenews", "runsOut", "runsOutBefore"] as const;
type PersonalKey = (typeof PERSONAL)[number];
type RunwayKey = PersonalKey | "idle" | "idleRenews" | "lasts" | `staff.${PersonalKey}`;

/** The "Runway" messages of the active catalogue (useTranslations("Runway") or getTranslations). */
export type RunwayWords = (key: RunwayKey, values?: Record<string, string | number>) => string;

/** Who reads the forecast: the customer ("your data runs out") or staff ("the line's data runs out"). */
export type RunwayAudience = "customer" | "staff";

/** The forecast in one sentence its reader understands, in the page's language. */
export function describeRunway(
  runway: Runway,
  type: UsageType,
  unit: string,
  runwayWords: RunwayWords,
  {
    locale = DEFAULT_LOCALE,
    timeZone = DEFAULT_TIME_ZONE,
    now = new Date(),
    audience = "customer" as RunwayAudience,
  } = {},
): RunwayText {
  const personal = (key: RunwayKey): key is PersonalKey => (PERSONAL as readonly string[]).includes(key);
  const words: RunwayWords = (key, values) =>
    runwayWords(audience === "staff" && personal(key) ? `staff.${key}` : key, values);
  const date = (iso: string) => formatLongDate(iso, { locale, timeZone, now });
  switch (runway.kind) {
    case "exhausted":
      return {
        text: runway.renewsAt
          ? words("exhaustedRenews", { date: date(runway.renewsAt) })
          : words("exhausted"),
        tone: "danger",
      };
    case "idle":
      return {
        text: runway.renewsAt ? words("idleRenews", { date: date(runway.renewsAt) }) : words("idle"),
        tone: "ok",
      };
    case "lasts":
      return {
        text: words("lasts", {
          pace: formatQuantity(runway.dailyPace, unit, { locale }),
          date: date(runway.renewsAt),
        }),
        tone: "ok",
      };
    case "runs-out": {
      // Close at hand, by the day's name: "runs out today", not "on 28 November" read on the 28th.
      const values = { type, day: nearDay(runway.runsOutAt, now, timeZone), date: date(runway.runsOutAt) };
      if (runway.renewsAt === undefined || runway.daysShort === undefined)
        return { text: words("runsOut", values), tone: "warning" };
      return {
        text: words("runsOutBefore", { ...values, days: runway.daysShort }),
        tone: runway.daysShort >= 3 ? "danger" : "warning",
      };
    }
  }
}
