import { describe, expect, it } from "vitest";
import { dailyPace, forecastRunway } from "./runway";

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
describe("runway forecast from the bonus's own counters", () => {
  // 7 GB used in the 19.5 days since activation: about 0.36 GB a day, 3 GB left.
  it("runs out before renewal when the pace since activation is too fast", () => {
    const fast = { ...bonus, activationDatetime: "2025-03-01T12:00:00Z" }; // 7 GB in 7 days
    expect(forecastRunway(fast, now)).toMatchObject({
      kind: "runs-out",
      runsOutAt: "2025-03-11T12:00:00.000Z",
      daysShort: 6,
      dailyPace: String(GB),
    });
  });

  it("lasts until renewal at a slow pace", () => {
    const slow = { ...bonus, currentValue: String(9.9 * GB) };
    expect(forecastRunway(slow, now)).toMatchObject({ kind: "lasts", renewsAt: "2025-03-17T00:00:00.000Z" });
  });

  it("is idle when nothing was used, exhausted at zero", () => {
    expect(forecastRunway({ ...bonus, currentValue: bonus.initialValue }, now)).toEqual({
      kind: "idle",
      renewsAt: "2025-03-17T00:00:00.000Z",
    });
    expect(forecastRunway({ ...bonus, currentValue: "0" }, now)).toEqual({
      kind: "exhausted",
      renewsAt: "2025-03-17T00:00:00.000Z",
    });
  });

  it("uses at least one day as the window for a young bonus", () => {
    const young = { ...bonus, activationDatetime: "2025-03-08T11:00:00Z", currentValue: String(9 * GB) };
    expect(dailyPace(young, now)).toBe(String(GB));
  });

  it("averages since activation", () => {
    expect(Number(dailyPace(bonus, now))).toBeCloseTo((7 * GB) / 19.5, 0);
    expect(forecastRunway(bonus, now)?.kind).toBe("runs-out");
  });

  it("has no forecast without an activation date or with more left than given", () => {
    expect(forecastRunway({ ...bonus, activationDatetime: undefined }, now)).toBeUndefined();
    expect(dailyPace({ ...bonus, currentValue: String(11 * GB) }, now)).toBeUndefined();
  });
});

describe("two bonuses of one kind", () => {
  it("each runs at its own pace: a busy bonus never borrows a quiet one's", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const common = {
      initialValue: "1000",
      activationDatetime: "2026-11-10T12:00:00Z",
      expirationDatetime: "2026-12-10T12:00:00Z",
    };
    const busy = forecastRunway({ ...common, currentValue: "500", customerBonusId: "busy" }, now);
    const quiet = forecastRunway({ ...common, currentValue: "900", customerBonusId: "quiet" }, now);
    expect(busy).toMatchObject({ kind: "runs-out", dailyPace: "50", runsOutAt: "2026-11-30T12:00:00.000Z" });
    expect(quiet).toMatchObject({ kind: "lasts", dailyPace: "10" });
  });
});
