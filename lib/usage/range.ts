import { type FilterProblem, type RawSearchParams, searchParam } from "@/lib/url/search-params";
import {
  addDays,
  type Day,
  DEFAULT_TIME_ZONE,
  daysBetween,
  formatDay,
  formatDayInput,
  parseDayInput,
  startOfZonedDay,
  today,
} from "../dates";
import { isUsageType, type UsageType } from "../units";
import type { Granularity } from "./types";

/** The longest range one request may cover; longer ranges get a message, not an upstream call. */
const MAX_RANGE_DAYS = 366;
const DEFAULT_RANGE_DAYS = 30;

export interface DayRange {
  from: Day;
  to: Day;
}

export type RangeResult = { ok: true; range: DayRange } | { ok: false; problem: FilterProblem };

/** Reads from/to (YYYY-MM-DD, both inclusive) as the URL carries them; absent values get defaults. */
export function parseDayRange(
  fromRaw: string | undefined,
  toRaw: string | undefined,
  now = new Date(),
  { timeZone = DEFAULT_TIME_ZONE, defaultDays = DEFAULT_RANGE_DAYS } = {},
): RangeResult {
  const current = today(now, timeZone);
  const to = toRaw ? parseDayInput(toRaw) : current;
  if (!to) return { ok: false, problem: { key: "endDate", values: { value: toRaw ?? "" } } };
  const from = fromRaw ? parseDayInput(fromRaw) : addDays(to, -(defaultDays - 1));
  if (!from) return { ok: false, problem: { key: "startDate", values: { value: fromRaw ?? "" } } };
  if (daysBetween(from, to) < 0)
    return {
      ok: false,
      problem: { key: "reversed", values: { from: formatDayInput(from), to: formatDayInput(to) } },
    };
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    return { ok: false, problem: { key: "tooLong", values: { days: MAX_RANGE_DAYS } } };
  return { ok: true, range: { from, to } };
}

export type TypeResult = { ok: true; type: UsageType | undefined } | { ok: false; problem: FilterProblem };

/** "data" | "sms" | "voice" or absent (all types). */
export function parseUsageTypeParam(raw: string | undefined): TypeResult {
  if (raw === undefined || raw === "" || raw === "all") return { ok: true, type: undefined };
  if (isUsageType(raw)) return { ok: true, type: raw };
  return { ok: false, problem: { key: "usageType", values: { value: raw } } };
}

/** Hours for a day (or two), days up to about two months, weeks beyond. */
export function granularityFor({ from, to }: DayRange): Granularity {
  const days = daysBetween(from, to) + 1;
  if (days <= 2) return "hour";
  if (days <= 62) return "day";
  return "week";
}

/** The instants the upstream call covers: local midnight of `from` to the last millisecond of `to`. */
export function rangeInstants({ from, to }: DayRange, timeZone = DEFAULT_TIME_ZONE) {
  const start = startOfZonedDay(from, timeZone);
  const end = new Date(startOfZonedDay(addDays(to, 1), timeZone).getTime() - 1);
  return { start, end };
}

/** The `from` and `to` of a filtered page's URL, read as one range. */
export const dayRangeParams = (
  raw: RawSearchParams,
  now: Date,
  options?: Parameters<typeof parseDayRange>[3],
): RangeResult =>
  parseDayRange(searchParam(raw, "from") || undefined, searchParam(raw, "to") || undefined, now, options);

/** The line and dates of a filtered page, back in URL form; the caller adds its own filters. */
export function lineAndRangeQuery(subscription: string | undefined, range: DayRange): URLSearchParams {
  const query = new URLSearchParams();
  if (subscription) query.set("sub", subscription);
  query.set("from", formatDay(range.from));
  query.set("to", formatDay(range.to));
  return query;
}

/** The dates a filter form shows again: the range understood, else what was typed. */
export function rangeFieldValues(range: DayRange | undefined, raw: RawSearchParams) {
  if (range) return { from: formatDayInput(range.from), to: formatDayInput(range.to) };
  return { from: searchParam(raw, "from") ?? "", to: searchParam(raw, "to") ?? "" };
}
