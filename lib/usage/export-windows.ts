import { addDays, daysBetween } from "../dates";
import type { DayRange } from "./range";
import type { SortDirection } from "./records";

/** The longest range read in windows: a month. A longer one is read whole, as the page reads it. */
export const WINDOWED_MAX_DAYS = 31;

/**
 * The longest window. Doubling without end made the last window half the month: held parsed while the
 * one before it was written, it was most of the export's memory (100k records: RSS +180 MB uncapped,
 * +135 MB at four days, +110 MB at two; the same throughput, bench/issue-table.ts).
 */
const MAX_WINDOW_DAYS = 2;

/**
 * A range cut into windows of whole days, in the order an export by date writes them, each window
 * twice as long as the one before up to two days: the first is one day, so the first rows go out as
 * soon as one day of records has arrived, and a month takes sixteen or seventeen requests. Newest first, the range's first day
 * is a window of its own, the last: read together with the first, it tells at once whether the
 * operator serves the whole range (a prepaid line's usage is kept 90 days).
 */
export function exportWindows({ from, to }: DayRange, direction: SortDirection): DayRange[] {
  if (direction === "asc") return doubling(from, daysBetween(from, to) + 1, 1);
  if (daysBetween(from, to) === 0) return [{ from, to }];
  return [...doubling(to, daysBetween(from, to), -1), { from, to: from }];
}

/** `days` days from `start`, forwards (1) or backwards (-1), in windows of 1 day, then MAX_WINDOW_DAYS. */
function doubling(start: DayRange["from"], days: number, step: 1 | -1): DayRange[] {
  const windows: DayRange[] = [];
  for (let done = 0, size = 1; done < days; done += size, size = Math.min(size * 2, MAX_WINDOW_DAYS)) {
    const near = addDays(start, step * done);
    const far = addDays(start, step * (done + Math.min(size, days - done) - 1));
    windows.push(step === 1 ? { from: near, to: far } : { from: far, to: near });
  }
  return windows;
}
