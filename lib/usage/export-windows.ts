import { addDays, daysBetween } from "../dates";
import type { DayRange } from "./range";
import type { SortDirection } from "./records";

/** The longest range read in windows: a month. A longer one is read whole, as the page reads it. */
export const WINDOWED_MAX_DAYS = 31;

/**
 * A range cut into windows of whole days, in the order an export by date writes them, each window
 * twice as long as the one before: the first is one day, so the first rows go out as soon as one day
 * of records has arrived, and a month takes five or six requests. Newest first, the range's first day
 * is a window of its own, the last: read together with the first, it tells at once whether the
 * operator serves the whole range (a prepaid line's usage is kept 90 days).
 */
export function exportWindows({ from, to }: DayRange, direction: SortDirection): DayRange[] {
  if (direction === "asc") return doubling(from, daysBetween(from, to) + 1, 1);
  if (daysBetween(from, to) === 0) return [{ from, to }];
  return [...doubling(to, daysBetween(from, to), -1), { from, to: from }];
}

/** `days` days from `start`, forwards (1) or backwards (-1), in windows of 1, 2, 4... days. */
function doubling(start: DayRange["from"], days: number, step: 1 | -1): DayRange[] {
  const windows: DayRange[] = [];
  for (let done = 0, size = 1; done < days; done += size, size *= 2) {
    const near = addDays(start, step * done);
    const far = addDays(start, step * (done + Math.min(size, days - done) - 1));
    windows.push(step === 1 ? { from: near, to: far } : { from: far, to: near });
  }
  return windows;
}
