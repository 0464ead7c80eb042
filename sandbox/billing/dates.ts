import { ApiError } from "../http/errors";

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const days = (n: number) => n * DAY_MS;

/**
 * A query date: an ISO 8601 date-time with offset, or a YYYY-MM-DD day (the day's first instant for
 * `from`, its last for `to`, in UTC). Anything else is 400 wrongDateFormat.
 */
export function parseQueryDate(
  name: string,
  value: string | undefined,
  edge: "start" | "end",
): Date | undefined {
  if (value === undefined || value === "") return undefined;
  let time = Number.NaN;
  if (DATE_ONLY.test(value)) {
    time = Date.parse(`${value}T00:00:00.000Z`);
    if (edge === "end") time += DAY_MS - 1;
  } else if (DATE_TIME.test(value)) {
    time = Date.parse(value);
  }
  // Date.parse rolls 2026-02-30 over to March; refuse it instead.
  if (!isCalendarDay(value.slice(0, 10))) time = Number.NaN;
  if (Number.isNaN(time))
    throw new ApiError(
      400,
      "wrongDateFormat",
      `${name} must be an ISO 8601 date-time with offset (2026-03-01T00:00:00Z) or a day (2026-03-01); got "${value}".`,
    );
  return new Date(time);
}

/** True when YYYY-MM-DD names a day that exists (no 30 February, no 31 April). */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** 400 wrongRequestedPeriod when from is after to. */
export function assertOrdered(from: Date | undefined, to: Date | undefined) {
  if (from && to && from.getTime() > to.getTime())
    throw new ApiError(
      400,
      "wrongRequestedPeriod",
      `fromDate (${from.toISOString()}) is after toDate (${to.toISOString()}).`,
    );
}

export const startOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
export const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

/**
 * Invoice cycles close on the first day of each month (UTC). A pending movement goes into the first
 * cycle after both its own date and now: a movement dated in a closed cycle waits for the next one.
 */
export function expectedCycleDate(movementDatetime: Date, now = new Date()): Date {
  const later = movementDatetime.getTime() > now.getTime() ? movementDatetime : now;
  return addMonths(startOfMonth(later), 1);
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
