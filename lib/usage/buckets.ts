import type Decimal from "decimal.js";
import { addDays, DEFAULT_TIME_ZONE, parseApiTime, startOfZonedDay, zonedParts } from "../dates";
import { dateTimeFormat } from "../intl-formats";
import { DEFAULT_LOCALE, type DecimalString } from "../money";
import { USAGE_TYPES } from "../units";
import { ExactSum, NetByRate } from "./exact-sum";
import { type DayRange, rangeInstants } from "./range";
import type { Granularity, PerType, UsageRecordsByType } from "./types";

const HOUR_MS = 3_600_000;

/** One point of a usage chart; quantities and costs are exact decimal strings. */
interface UsageBucket {
  start: string;
  end: string;
  /** The bucket's first hour or day in the locale ("10 Mar", "14:00"); a week is named by its first day. */
  label: string;
  /** The label under the chart's axis, where a week is its first day alone ("10 Mar"): the chart says "per week". */
  tick: string;
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

function bucketLabels(
  start: Date,
  granularity: Granularity,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE, weekOf = (day) => day }: LabelOptions,
): { label: string; tick: string } {
  if (granularity === "hour") {
    const fmt = dateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    const hour = fmt.format(start);
    return { label: hour, tick: hour };
  }
  const day = dateTimeFormat(locale, { day: "numeric", month: "short", timeZone }).format(start);
  return { label: granularity === "week" ? weekOf(day) : day, tick: day };
}

interface TypeSums {
  usage: ExactSum;
  cost: NetByRate;
  count: number;
}
const newSums = (): PerType<TypeSums> => ({
  data: { usage: new ExactSum(), cost: new NetByRate(), count: 0 },
  sms: { usage: new ExactSum(), cost: new NetByRate(), count: 0 },
  voice: { usage: new ExactSum(), cost: new NetByRate(), count: 0 },
});
const perType = <A, T>(values: PerType<A>, f: (value: A) => T): PerType<T> => ({
  data: f(values.data),
  sms: f(values.sms),
  voice: f(values.voice),
});
const grossOf = (s: TypeSums) => s.cost.gross().toDecimalPlaces(8);

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
  const endMs = end.getTime();
  const sums = starts.map(newSums);
  const totals = newSums();

  for (const type of USAGE_TYPES) {
    for (const record of records[type]) {
      const at = parseApiTime(record.initialDate);
      if (Number.isNaN(at)) continue;
      const sum = sums[findBucket(startsMs, endMs, at)]?.[type];
      if (!sum) continue;
      sum.usage.add(record.usage);
      sum.cost.add(record.costWithoutTaxes, record.taxPercentage);
      sum.count += 1;
    }
  }
  for (const bucket of sums)
    for (const type of USAGE_TYPES) {
      totals[type].usage.addSum(bucket[type].usage);
      totals[type].cost.addSums(bucket[type].cost);
      totals[type].count += bucket[type].count;
    }

  const buckets = starts.map((start, i) => {
    const sum = sums[i] ?? newSums();
    const next = starts[i + 1] ?? new Date(end.getTime() + 1);
    return {
      start: start.toISOString(),
      end: next.toISOString(),
      ...bucketLabels(start, granularity, options),
      usage: perType(sum, (s) => s.usage.value().toFixed()),
      cost: perType(sum, (s) => grossOf(s).toFixed()),
      count: perType(sum, (s) => s.count),
    };
  });

  const net = perType(totals, (s) => s.cost.net());
  const gross = perType(totals, grossOf);
  const sumOf = (v: PerType<Decimal>) => v.data.plus(v.sms).plus(v.voice);
  return {
    granularity,
    buckets,
    totals: {
      usage: perType(totals, (s) => s.usage.value().toFixed()),
      costWithoutTaxes: perType(net, (d) => d.toFixed()),
      costWithTaxes: perType(gross, (d) => d.toFixed()),
      count: perType(totals, (s) => s.count),
      totalWithoutTaxes: sumOf(net).toFixed(),
      totalWithTaxes: sumOf(perType(totals, (s) => s.cost.gross()))
        .toDecimalPlaces(8)
        .toFixed(),
    },
  };
}
