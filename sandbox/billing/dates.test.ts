import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { expectedCycleDate, parseQueryDate } from "./dates";

describe("parseQueryDate", () => {
  it("reads date-times with offset and whole days", () => {
    expect(parseQueryDate("fromDate", "2026-03-01T10:00:00+02:00", "start")?.toISOString()).toBe(
      "2026-03-01T08:00:00.000Z",
    );
    expect(parseQueryDate("fromDate", "2026-03-01", "start")?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(parseQueryDate("toDate", "2026-03-01", "end")?.toISOString()).toBe("2026-03-01T23:59:59.999Z");
    expect(parseQueryDate("toDate", undefined, "end")).toBeUndefined();
  });

  it("refuses other shapes and impossible days with wrongDateFormat", () => {
    for (const bad of [
      "2026-02-30",
      "2026-02-30T00:00:00Z",
      "2026-04-31T10:00:00+02:00",
      "01/03/2026",
      "2026-03-01T10:00:00",
      "now",
    ]) {
      expect(() => parseQueryDate("fromDate", bad, "start")).toThrow(ApiError);
    }
  });
});

describe("expectedCycleDate", () => {
  const now = new Date("2026-05-14T12:00:00Z");
  it("is the 1st of the month after the movement, or after now for a movement in a closed cycle", () => {
    expect(expectedCycleDate(new Date("2026-05-02T00:00:00Z"), now).toISOString()).toBe(
      "2026-06-01T00:00:00.000Z",
    );
    expect(expectedCycleDate(new Date("2026-03-02T00:00:00Z"), now).toISOString()).toBe(
      "2026-06-01T00:00:00.000Z",
    );
    expect(expectedCycleDate(new Date("2026-07-31T23:00:00Z"), now).toISOString()).toBe(
      "2026-08-01T00:00:00.000Z",
    );
  });
});
