import { describe, expect, it } from "vitest";
import { dailyPace, forecastRunway } from "./runway";
import type { UsageRecord } from "./types";

const GB = 1024 ** 3;
const now = new Date("2025-03-08T12:00:00Z");
const bonus = {
  initialValue: String(10 * GB),
  currentValue: String(3 * GB),
  activationDatetime: "2025-02-17T00:00:00Z",
  expirationDatetime: "2025-03-17T00:00:00Z",
  customerBonusId: "CB-1",
  catalogBonusId: "DATA_10GB",
};
const use = (id: string, at: string, bytes: number, customer = "CB-1"): UsageRecord => ({
  id,
  originNumber: "+34600100001",
  initialDate: at,
  usage: String(bytes),
  unit: "byte",
  costWithoutTaxes: "0",
  taxPercentage: "21",
  debitCustomerId: customer,
  debitCatalogId: customer ? "DATA_10GB" : "",
});

describe("runway forecast", () => {
  it("runs out before renewal at a fast recent pace", () => {
    // 7 GB over the last 7 days: 1 GB a day, 3 GB left -> runs out on 11 March, 6 days before 17 March.
    const records = Array.from({ length: 7 }, (_, i) => use(`r${i}`, `2025-03-0${i + 2}T08:00:00Z`, GB));
    const runway = forecastRunway(bonus, records, now);
    expect(runway).toMatchObject({
      kind: "runs-out",
      runsOutAt: "2025-03-11T12:00:00.000Z",
      daysShort: 6,
      basis: "recent",
    });
  });

  it("lasts until renewal at a slow pace", () => {
    const records = [use("r1", "2025-03-05T08:00:00Z", 0.1 * GB)];
    expect(forecastRunway(bonus, records, now)).toMatchObject({
      kind: "lasts",
      renewsAt: "2025-03-17T00:00:00.000Z",
    });
  });

  it("is idle when nothing was used recently, exhausted at zero", () => {
    expect(forecastRunway(bonus, [], now)).toEqual({ kind: "idle", renewsAt: "2025-03-17T00:00:00.000Z" });
    expect(forecastRunway({ ...bonus, currentValue: "0" }, [], now)).toEqual({
      kind: "exhausted",
      renewsAt: "2025-03-17T00:00:00.000Z",
    });
  });

  it("counts only records that debited this bonus when records name bonuses", () => {
    const records = [
      use("mine", "2025-03-07T08:00:00Z", 7 * GB),
      use("other", "2025-03-07T09:00:00Z", 70 * GB, "CB-2"),
    ];
    expect(dailyPace(bonus, records, now)?.pace).toBe(String(GB));
  });

  it("uses the whole type's records when none name a bonus", () => {
    const records = [use("a", "2025-03-07T08:00:00Z", 7 * GB, "")];
    expect(dailyPace(bonus, records, now)?.pace).toBe(String(GB));
  });

  it("uses at least one day as the window for a young bonus", () => {
    const young = { ...bonus, activationDatetime: "2025-03-08T11:00:00Z" };
    const records = [use("a", "2025-03-08T11:30:00Z", GB)];
    expect(dailyPace(young, records, now)?.pace).toBe(String(GB));
  });

  it("falls back to the average since activation without records", () => {
    // 7 GB used in 19.5 days.
    const pace = dailyPace(bonus, undefined, now);
    expect(pace?.basis).toBe("average");
    expect(Number(pace?.pace)).toBeCloseTo((7 * GB) / 19.5, 0);
    expect(forecastRunway(bonus, undefined, now)?.kind).toBe("runs-out");
  });
});
