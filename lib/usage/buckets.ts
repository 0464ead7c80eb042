import type Decimal from "decimal.js";
import { addDays, DEFAULT_TIME_ZONE, parseApiDate, startOfZonedDay, zonedParts } from "../dates";
import { dateTimeFormat } from "../intl-formats";
import { DEFAULT_LOCALE, type DecimalString, toDecimal } from "../money";
import { USAGE_TYPES } from "../units";
import { type DayRange, rangeInstants } from "./range";
import type { Granularity, PerType, UsageRecordsByType } from "./types";

const HOUR_MS = 3_600_000;

/** One point of a usage chart; quantities and costs are exact decimal strings. */
interface UsageBucket {
  start: string;
  end: string;
  label: string;
  usage: PerType<DecimalString>;
  /** Cost including taxes, per type. */
  cost: PerType<DecimalString>;
  count: PerType<number>;
}

export interface UsageTotals {
  usage: PerType<DecimalString>;
  costWithoutTaxes: PerType<DecimalString>;
  costWithTaxes: PerType<DecimalString>;
  count: PerType<number>;
  totalWithoutTaxes: DecimalString;
  totalWithTaxes: DecimalString;
}

export interface UsageSeries {
  granularity: Granularity;
  buckets: UsageBucket[];
  totals: UsageTotals;
}

/** Bucket boundaries for a range: each bucket is [start, next start). DST days get 23 or 25 hours. */
export function bucketStarts(
  range: DayRange,
  granularity: Granularity,
  timeZone = DEFAULT_TIME_ZONE,
): Date[] {
  const { start, end } = rangeInstants(range, timeZone);
  const starts: Date[] = [];
  if (granularity === "hour") {
    for (let t = start.getTime(); t <= end.getTime(); t += HOUR_MS) starts.push(new Date(t));
    return starts;
  }
  const step = granularity === "day" ? 1 : 7;
  let day = range.from;
  if (granularity === "week") {
    // Weeks start on Monday; the first one is clipped to the range's first day.
    const weekday = zonedParts(startOfZonedDay(day, timeZone), timeZone).weekday;
    day = addDays(day, -(weekday - 1));
  }
  for (let s = startOfZonedDay(day, timeZone); s.getTime() <= end.getTime(); ) {
    starts.push(s.getTime() < start.getTime() ? start : s);
    day = addDays(day, step);
    s = startOfZonedDay(day, timeZone);
  }
  return starts;
}

interface LabelOptions {
  locale?: string;
  timeZone?: string;
  /** A week's label from its first day, in the page's words (Usage.weekOf). */
  weekOf?: (day: string) => string;
}

function bucketLabel(
  start: Date,
  granularity: Granularity,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE, weekOf = (day) => day }: LabelOptions,
): string {
  if (granularity === "hour") {
    const fmt = dateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    return fmt.format(start);
  }
  const fmt = dateTimeFormat(locale, { day: "numeric", month: "short", timeZone });
  return granularity === "week" ? weekOf(fmt.format(start)) : fmt.format(start);
}

const zeroes = () => ({ data: toDecimal(0), sms: toDecimal(0), voice: toDecimal(0) });
const asStrings = (values: PerType<Decimal>): PerType<DecimalString> => ({
  data: values.data.toFixed(),
  sms: values.sms.toFixed(),
  voice: values.voice.toFixed(),
});

/** Index of the bucket whose [start, next) holds t, or -1 when t is outside all of them. */
function findBucket(startsMs: number[], endMs: number, t: number): number {
  if (startsMs.length === 0 || t < (startsMs[0] ?? 0) || t > endMs) return -1;
  let lo = 0;
  let hi = startsMs.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((startsMs[mid] ?? 0) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Sums CDRs into time buckets on the server, so the browser receives one point per bucket
 * instead of every record. Records outside the range are ignored.
 */
export function aggregateUsage(
  records: UsageRecordsByType,
  range: DayRange,
  granularity: Granularity,
  options: LabelOptions = {},
): UsageSeries {
  const { timeZone = DEFAULT_TIME_ZONE } = options;
  const starts = bucketStarts(range, granularity, timeZone);
  const { end } = rangeInstants(range, timeZone);
  const startsMs = starts.map((s) => s.getTime());
  const sums = starts.map(() => ({ usage: zeroes(), cost: zeroes(), count: { data: 0, sms: 0, voice: 0 } }));
  const totals = { usage: zeroes(), net: zeroes(), gross: zeroes(), count: { data: 0, sms: 0, voice: 0 } };

  for (const type of USAGE_TYPES) {
    for (const record of records[type]) {
      const at = parseApiDate(record.initialDate);
      if (!at) continue;
      const index = findBucket(startsMs, end.getTime(), at.getTime());
      const bucket = sums[index];
      if (!bucket) continue;
      const usage = toDecimal(record.usage);
      const net = toDecimal(record.costWithoutTaxes);
      const gross = net.times(toDecimal(record.taxPercentage).dividedBy(100).plus(1));
      bucket.usage[type] = bucket.usage[type].plus(usage);
      bucket.cost[type] = bucket.cost[type].plus(gross);
      bucket.count[type] += 1;
      totals.usage[type] = totals.usage[type].plus(usage);
      totals.net[type] = totals.net[type].plus(net);
      totals.gross[type] = totals.gross[type].plus(gross);
      totals.count[type] += 1;
    }
  }

  const buckets = starts.map((start, i) => {
    const sum = sums[i] ?? { usage: zeroes(), cost: zeroes(), count: { data: 0, sms: 0, voice: 0 } };
    const next = starts[i + 1] ?? new Date(end.getTime() + 1);
    return {
      start: start.toISOString(),
      end: next.toISOString(),
      label: bucketLabel(start, granularity, options),
      usage: asStrings(sum.usage),
      cost: asStrings({
        data: sum.cost.data.toDecimalPlaces(8),
        sms: sum.cost.sms.toDecimalPlaces(8),
        voice: sum.cost.voice.toDecimalPlaces(8),
      }),
      count: sum.count,
    };
  });

  const sumOf = (v: PerType<Decimal>) => v.data.plus(v.sms).plus(v.voice);
  return {
    granularity,
    buckets,
    totals: {
      usage: asStrings(totals.usage),
      costWithoutTaxes: asStrings(totals.net),
      costWithTaxes: asStrings({
        data: totals.gross.data.toDecimalPlaces(8),
        sms: totals.gross.sms.toDecimalPlaces(8),
        voice: totals.gross.voice.toDecimalPlaces(8),
      }),
      count: totals.count,
      totalWithoutTaxes: sumOf(totals.net).toFixed(),
      totalWithTaxes: sumOf(totals.gross).toDecimalPlaces(8).toFixed(),
    },
  };
}
