import { DEFAULT_TIME_ZONE, formatLongDate } from "../dates";
import { DEFAULT_LOCALE } from "../money";
import { formatQuantity, type UsageType } from "../units";
import type { Runway } from "./runway";

const NOUN: Record<UsageType, string> = { data: "data", sms: "SMS", voice: "minutes" };

export interface RunwayText {
  text: string;
  tone: "ok" | "warning" | "danger";
}

/** The forecast in one sentence a customer understands. */
export function describeRunway(
  runway: Runway,
  type: UsageType,
  unit: string,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE, now = new Date() } = {},
): RunwayText {
  const date = (iso: string) => formatLongDate(iso, { locale, timeZone, now });
  const noun = NOUN[type];
  const verb = type === "data" ? "runs" : "run";
  switch (runway.kind) {
    case "exhausted":
      return {
        text: runway.renewsAt
          ? `You have used all of it; it renews on ${date(runway.renewsAt)}.`
          : "You have used all of it.",
        tone: "danger",
      };
    case "idle":
      return {
        text: runway.renewsAt
          ? `Not used since it started: it lasts until it renews on ${date(runway.renewsAt)}.`
          : "Not used since it started.",
        tone: "ok",
      };
    case "lasts":
      return {
        text: `At this pace (about ${formatQuantity(runway.dailyPace, unit, { locale })} a day) it lasts until it renews on ${date(runway.renewsAt)}.`,
        tone: "ok",
      };
    case "runs-out": {
      const when = `At this pace your ${noun} ${verb} out on ${date(runway.runsOutAt)}`;
      if (runway.renewsAt === undefined || runway.daysShort === undefined)
        return { text: `${when}.`, tone: "warning" };
      const gap =
        runway.daysShort === 0
          ? "the day it renews"
          : `${runway.daysShort} ${runway.daysShort === 1 ? "day" : "days"} before it renews`;
      return { text: `${when}, ${gap}.`, tone: runway.daysShort >= 3 ? "danger" : "warning" };
    }
  }
}
