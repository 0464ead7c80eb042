import { describe, expect, it } from "vitest";
import { addDays, type Day, daysBetween, formatDay } from "../dates";
import { exportWindows } from "./export-windows";

const day = (iso: string): Day => {
  const [year = 0, month = 0, dayOfMonth = 0] = iso.split("-").map(Number);
  return { year, month, day: dayOfMonth };
};
const days = (w: { from: Day; to: Day }) => daysBetween(w.from, w.to) + 1;
const shown = (windows: { from: Day; to: Day }[]) =>
  windows.map((w) => `${formatDay(w.from)}..${formatDay(w.to)}`);

describe("exportWindows", () => {
  it("reads a month newest day first, then two days at a time, and the range's first day last", () => {
    const windows = shown(exportWindows({ from: day("2026-10-01"), to: day("2026-10-31") }, "desc"));
    expect(windows.slice(0, 3)).toEqual([
      "2026-10-31..2026-10-31",
      "2026-10-29..2026-10-30",
      "2026-10-27..2026-10-28",
    ]);
    expect(windows.slice(-2)).toEqual(["2026-10-02..2026-10-02", "2026-10-01..2026-10-01"]);
    expect(windows).toHaveLength(17);
  });

  it("reads oldest first from the range's first day, then two days at a time", () => {
    expect(shown(exportWindows({ from: day("2026-02-25"), to: day("2026-03-03") }, "asc"))).toEqual([
      "2026-02-25..2026-02-25",
      "2026-02-26..2026-02-27",
      "2026-02-28..2026-03-01",
      "2026-03-02..2026-03-03",
    ]);
  });

  it("covers every day of any range exactly once, in the file's order", () => {
    const from = day("2026-01-30");
    for (let length = 1; length <= 40; length++) {
      const to = addDays(from, length - 1);
      for (const direction of ["asc", "desc"] as const) {
        const windows = exportWindows({ from, to }, direction);
        const order = windows.flatMap((w) =>
          Array.from({ length: days(w) }, (_, i) => formatDay(addDays(w.from, i))),
        );
        const expected = Array.from({ length }, (_, i) => formatDay(addDays(from, i)));
        // Newest first, the days inside a window are still listed oldest first.
        expect(direction === "asc" ? order : [...order].sort()).toEqual(expected);
        const starts = windows.map((w) => formatDay(w.from));
        expect(starts).toEqual(direction === "asc" ? [...starts].sort() : [...starts].sort().reverse());
        expect(windows[0] && days(windows[0])).toBe(1);
        expect(Math.max(...windows.map(days))).toBeLessThanOrEqual(2);
        expect(windows.length).toBeLessThanOrEqual(Math.ceil(length / 2) + 1);
      }
    }
  });
});
