import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { aggregateUsage, bucketStarts } from "./buckets";
import { granularityFor, parseDayRange, parseUsageTypeParam, rangeInstants } from "./range";
import type { UsageRecord } from "./types";

const record = (id: string, initialDate: string, usage: string, cost = "0", tax = "21"): UsageRecord => ({
  id,
  originNumber: "+34600100001",
  destinationNumber: "",
  initialDate,
  usage,
  unit: "byte",
  costWithoutTaxes: cost,
  taxPercentage: tax,
});

/** Data records only (no SMS, no calls), summed per day over the range. */
const dailyData = (range: Parameters<typeof aggregateUsage>[1], data: UsageRecord[]) =>
  aggregateUsage({ data, sms: [], voice: [] }, range, "day");

describe("usage ranges", () => {
  const now = new Date("2025-03-14T12:00:00Z");

  it("defaults to the last 30 days", () => {
    const result = parseDayRange(undefined, undefined, now);
    expect(result).toEqual({
      ok: true,
      range: { from: { year: 2025, month: 2, day: 13 }, to: { year: 2025, month: 3, day: 14 } },
    });
  });

  it("refuses malformed and reversed ranges, saying which date is wrong", () => {
    const bad = parseDayRange("2025-13-01", "2025-03-01", now);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problem).toEqual({ key: "startDate", values: { value: "2025-13-01" } });
    const reversed = parseDayRange("2025-03-10", "2025-03-01", now);
    expect(!reversed.ok && reversed.problem).toEqual({
      key: "reversed",
      values: { from: "10/03/2025", to: "01/03/2025" },
    });
    // Typed in the portal's order, the same days read the same.
    expect(parseDayRange("01/03/2025", "10/03/2025", now)).toEqual(
      parseDayRange("2025-03-01", "2025-03-10", now),
    );
    expect(parseDayRange("2023-01-01", "2025-03-01", now).ok).toBe(false);
  });

  it("checks the usage type", () => {
    expect(parseUsageTypeParam("data")).toEqual({ ok: true, type: "data" });
    expect(parseUsageTypeParam(undefined)).toEqual({ ok: true, type: undefined });
    expect(parseUsageTypeParam("fax").ok).toBe(false);
  });

  it("picks hours for a day, days for a month, weeks beyond", () => {
    const day = { year: 2025, month: 3, day: 14 };
    expect(granularityFor({ from: day, to: day })).toBe("hour");
    expect(granularityFor({ from: { year: 2025, month: 2, day: 13 }, to: day })).toBe("day");
    expect(granularityFor({ from: { year: 2024, month: 12, day: 1 }, to: day })).toBe("week");
  });

  it("covers whole local days", () => {
    const { start, end } = rangeInstants({
      from: { year: 2025, month: 3, day: 1 },
      to: { year: 2025, month: 3, day: 31 },
    });
    expect(start.toISOString()).toBe("2025-02-28T23:00:00.000Z");
    expect(end.toISOString()).toBe("2025-03-31T21:59:59.999Z");
  });
});

describe("bucketStarts", () => {
  it("has 24 hours on a normal day and 23 on the spring DST day", () => {
    const normal = { year: 2025, month: 3, day: 14 };
    expect(bucketStarts({ from: normal, to: normal }, "hour")).toHaveLength(24);
    const dst = { year: 2025, month: 3, day: 30 };
    expect(bucketStarts({ from: dst, to: dst }, "hour")).toHaveLength(23);
  });

  it("has one bucket per day", () => {
    const starts = bucketStarts(
      { from: { year: 2025, month: 3, day: 1 }, to: { year: 2025, month: 3, day: 31 } },
      "day",
    );
    expect(starts).toHaveLength(31);
    expect(starts[29]?.toISOString()).toBe("2025-03-29T23:00:00.000Z");
  });

  it("cuts weeks on Mondays, clipping the first to the range", () => {
    // 5 March 2025 is a Wednesday; the next Mondays are 10, 17, 24, 31 March.
    const starts = bucketStarts(
      { from: { year: 2025, month: 3, day: 5 }, to: { year: 2025, month: 4, day: 2 } },
      "week",
    );
    expect(starts.map((s) => s.toISOString())).toEqual([
      "2025-03-04T23:00:00.000Z",
      "2025-03-09T23:00:00.000Z",
      "2025-03-16T23:00:00.000Z",
      "2025-03-23T23:00:00.000Z",
      "2025-03-30T22:00:00.000Z",
    ]);
  });
});

describe("aggregateUsage", () => {
  const range = { from: { year: 2025, month: 3, day: 1 }, to: { year: 2025, month: 3, day: 3 } };

  it("sums usage and cost per day exactly, ignoring records outside the range", () => {
    const series = aggregateUsage(
      {
        data: [
          record("a", "2025-03-01T10:00:00Z", "1000", "0.1"),
          record("b", "2025-03-01T20:00:00Z", "2000", "0.2"),
          record("c", "2025-03-03T22:59:59.999Z", "5", "0.00000001", "0"),
          record("late", "2025-03-03T23:00:00Z", "999", "9"),
          record("early", "2025-02-28T22:59:00Z", "999", "9"),
        ],
        sms: [{ ...record("s", "2025-03-02T09:00:00Z", "1", "0.05"), unit: "sms" }],
        voice: [],
      },
      range,
      "day",
    );
    expect(series.buckets).toHaveLength(3);
    expect(series.buckets.map((b) => b.usage.data)).toEqual(["3000", "0", "5"]);
    expect(series.buckets[0]?.cost.data).toBe("0.363");
    expect(series.buckets[0]?.label).toBe("1 Mar");
    expect(series.buckets[1]?.count.sms).toBe(1);
    expect(series.totals.usage.data).toBe("3005");
    expect(series.totals.costWithoutTaxes.data).toBe("0.30000001");
    expect(series.totals.totalWithoutTaxes).toBe("0.35000001");
    expect(series.totals.totalWithTaxes).toBe("0.42350001");
    expect(series.totals.count).toEqual({ data: 3, sms: 1, voice: 0 });
  });

  it("counts a record at exactly a bucket's start in that bucket, not the one before", () => {
    // 2025-03-01T23:00:00Z is midnight of 2 March in Madrid (CET, +1).
    const series = dailyData(range, [
      record("edge", "2025-03-01T23:00:00Z", "7", "0.07"),
      record("before", "2025-03-01T22:59:59.999Z", "1", "0.01"),
    ]);
    expect(series.buckets.map((b) => b.usage.data)).toEqual(["1", "7", "0"]);
  });

  it("starts the day after the spring clock change at its own local midnight (22:00 UTC)", () => {
    // Madrid moves to CEST (+2) on 30 March 2025: 31 March begins at 2025-03-30T22:00:00Z.
    const spring = { from: { year: 2025, month: 3, day: 30 }, to: { year: 2025, month: 3, day: 31 } };
    const series = dailyData(spring, [
      record("last of the 30th", "2025-03-30T21:59:59.999Z", "2", "0.02"),
      record("first of the 31st", "2025-03-30T22:00:00Z", "3", "0.03"),
    ]);
    expect(series.buckets.map((b) => [b.start, b.usage.data])).toEqual([
      ["2025-03-29T23:00:00.000Z", "2"],
      ["2025-03-30T22:00:00.000Z", "3"],
    ]);
  });

  it("labels hours and weeks", () => {
    const day = { year: 2025, month: 3, day: 14 };
    const hours = aggregateUsage(
      { data: [record("a", "2025-03-14T09:30:00Z", "7")], sms: [], voice: [] },
      { from: day, to: day },
      "hour",
    );
    expect(hours.buckets[10]?.label).toBe("10:00");
    expect(hours.buckets[10]?.tick).toBe("10:00");
    expect(hours.buckets[10]?.usage.data).toBe("7");
    const weeks = aggregateUsage(
      { data: [], sms: [], voice: [] },
      { from: { year: 2025, month: 3, day: 5 }, to: { year: 2025, month: 4, day: 2 } },
      "week",
      {
        weekOf: (date) =>
          createTranslator({ locale: "en", messages: en, namespace: "Usage" })("weekOf", { date }),
      },
    );
    expect(weeks.buckets[1]?.label).toBe("Week of 10 Mar");
    // Under the chart's axis, a week is its first day: "per week" is in the chart's description.
    expect(weeks.buckets[1]?.tick).toBe("10 Mar");
  });
});
