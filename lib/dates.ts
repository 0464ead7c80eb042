import { TZDate, tzOffset } from "@date-fns/tz";
import { dateTimeFormat, relativeTimeFormat } from "./intl-formats";
import { DEFAULT_LOCALE } from "./money";

/** The operator serves Spain; days, hours and weeks are cut in this zone, not the server's. */
export const DEFAULT_TIME_ZONE = "Europe/Madrid";
const DAY_MS = 86_400_000;

/**
 * Parses an API date-time. The contract allows nanosecond precision ("...T10:00:00.123456789Z"),
 * which Date does not read reliably everywhere, so extra fraction digits are cut to milliseconds.
 */
export function parseApiDate(value: string): Date | undefined {
  const time = parseApiTime(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

const BEYOND_MILLISECONDS = /(\.\d{3})\d+/;

/**
 * parseApiDate's instant in milliseconds (NaN when unreadable), without a Date: for a month of records.
 * Next.js wraps the server's Date constructor, and 100k `new Date(text)` cost a tenth of a second.
 */
export function parseApiTime(value: string): number {
  return Date.parse(value.trim().replace(BEYOND_MILLISECONDS, "$1"));
}

/** A calendar day in the portal's zone, as the URL carries it: "2025-03-14". */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** "2025-03-14" -> Day; anything else, including 2025-02-30, -> undefined. */
export function parseDay(value: string | undefined | null): Day | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/**
 * A day as people type it in a filter: the portal's order (day, month, year: en-GB and es-ES alike,
 * "25/10/2026", also with "." or "-") or the URL's ISO form ("2026-10-25").
 */
export function parseDayInput(value: string | undefined | null): Day | undefined {
  const typed = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(value ?? "");
  if (!typed) return parseDay(value?.trim());
  const [day, month, year] = typed.slice(1).map((part) => part.padStart(2, "0"));
  return parseDay(`${year}-${month}-${day}`);
}

/** "25/10/2026": a day in the order people type it (see parseDayInput). */
export const formatDayInput = ({ year, month, day }: Day): string =>
  `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;

export function formatDay({ year, month, day }: Day): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function addDays({ year, month, day }: Day, days: number): Day {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whole days from a to b (b - a), by the calendar. */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export interface ZonedParts extends Day {
  hour: number;
  minute: number;
  /** ISO weekday: Monday = 1 ... Sunday = 7. */
  weekday: number;
}

/** Parts already worked out, per zone and instant: a page asks again for "now" and for each expiry. */
const partsSeen = new Map<string, Map<number, Readonly<ZonedParts>>>();
const PARTS_KEPT = 2_048;

export function zonedParts(date: Date, timeZone = DEFAULT_TIME_ZONE): Readonly<ZonedParts> {
  const time = date.getTime();
  let seen = partsSeen.get(timeZone);
  const known = seen?.get(time);
  if (known) return known;
  if (!seen || seen.size >= PARTS_KEPT) {
    seen = new Map();
    partsSeen.set(timeZone, seen);
  }
  const parts = Object.freeze(partsAt(time, timeZone));
  seen.set(time, parts);
  return parts;
}

function partsAt(time: number, timeZone: string): ZonedParts {
  const zoned = inZone(new TZDate(time, timeZone), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
    weekday: zoned.getDay() || 7,
  };
}

/** TZDate reads an unknown zone as an invalid date; a zone nobody knows is a bug, as it is to Intl. */
function inZone(date: TZDate, timeZone: string): TZDate {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return date;
}

/** Offset of a zone from UTC at an instant, in milliseconds (Madrid in summer: +7_200_000). */
const zoneOffset = (time: number, timeZone: string) => tzOffset(timeZone, new Date(time)) * 60_000;

/**
 * The instant a local wall-clock time happens in a zone (hours past midnight allowed). On the night the
 * clocks go forward, Madrid's 02:00, which does not exist, reads as 03:00; on the night they go back, the
 * hour that happens twice reads as its second time (winter's). Not `new TZDate(y, m, d, h, zone)`: that
 * reads the fields through the machine's own zone first (a browser's, on the movement form) and picks
 * the first of a repeated hour.
 */
export function zonedTime(day: Day, hour = 0, timeZone = DEFAULT_TIME_ZONE): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour);
  const first = wall - zoneOffset(wall, timeZone);
  const time = wall - zoneOffset(first, timeZone);
  if (Number.isNaN(time)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return new Date(time);
}

export function startOfZonedDay(day: Day, timeZone = DEFAULT_TIME_ZONE): Date {
  return zonedTime(day, 0, timeZone);
}

/** The calendar day an instant falls on in the zone. */
export function zonedDay(date: Date, timeZone = DEFAULT_TIME_ZONE): Day {
  const { year, month, day } = zonedParts(date, timeZone);
  return { year, month, day };
}

export function today(now = new Date(), timeZone = DEFAULT_TIME_ZONE): Day {
  return zonedDay(now, timeZone);
}

type DateInput = Date | string;
const asDate = (value: DateInput) => (typeof value === "string" ? parseApiDate(value) : value);

export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

const SHORT_DATE = { day: "numeric", month: "short", year: "numeric" } as const;

function formatWith(
  value: DateInput,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions,
  fields: Intl.DateTimeFormatOptions,
) {
  const date = asDate(value);
  return date ? dateTimeFormat(locale, { ...fields, timeZone }).format(date) : "—";
}

/** "14 Mar 2025" */
export function formatDate(value: DateInput, options: DateFormatOptions = {}) {
  return formatWith(value, options, SHORT_DATE);
}

/** "14 March" (the year is dropped when it is the current one) */
export function formatLongDate(
  value: DateInput,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE, now = new Date() } = {},
) {
  const date = asDate(value);
  if (!date) return "—";
  const sameYear = zonedParts(date, timeZone).year === zonedParts(now, timeZone).year;
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: sameYear ? undefined : "numeric",
    timeZone,
  }).format(date);
}

const DATE_TIME = { ...SHORT_DATE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** "14 Mar 2025, 10:05" */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}) {
  return formatWith(value, options, DATE_TIME);
}

/** Which day a moment falls on in the zone, as the messages' `day` select names it. */
export function nearDay(
  value: DateInput,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): "today" | "tomorrow" | "other" {
  const days = calendarDaysUntil(value, now, timeZone);
  return days === 0 ? "today" : days === 1 ? "tomorrow" : "other";
}

/**
 * A moment close at hand as the catalogue's `Common.nearMoment` says it ("today at 01:52", "hoy a las
 * 01:52"): its day in the zone, its time, and its whole date for any other day.
 */
export function nearMoment(
  value: DateInput,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE, now = new Date() } = {},
): { day: ReturnType<typeof nearDay>; clock: string; date: string } {
  return {
    day: nearDay(value, now, timeZone),
    clock: formatWith(value, { locale, timeZone }, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    date: formatDateTime(value, { locale, timeZone }),
  };
}

/** formatDateTime with the formatter looked up once, for the many records of a table or an export. */
export function dateTimeFormatter({
  locale = DEFAULT_LOCALE,
  timeZone = DEFAULT_TIME_ZONE,
}: DateFormatOptions = {}): (date: Date) => string {
  const format = dateTimeFormat(locale, { ...DATE_TIME, timeZone });
  return (date) => format.format(date);
}

/**
 * Billing cycles are calendar months in UTC (docs/billing-api.md), and invoices print their periods
 * as those days: the screen shows a period as the document does ("1 Oct 2026 – 31 Oct 2026"), not
 * the Madrid hour its end falls on (which would read "1 Nov").
 */
const BILLING_TIME_ZONE = "UTC";

/** A billing period (of an invoice or a movement) as its documents show it; one day reads once. */
export function formatBillingPeriod(start: DateInput, end: DateInput, options: { locale?: string } = {}) {
  return billingPeriodDays(start, end, options).join(" – ");
}

/** A billing period's first and last days, or its one day: for a cell that may break between them. */
export function billingPeriodDays(
  start: DateInput,
  end: DateInput,
  { locale = DEFAULT_LOCALE } = {},
): [string] | [string, string] {
  const [first = "—", last = "—"] = [start, end].map((value) =>
    formatDate(value, { locale, timeZone: BILLING_TIME_ZONE }),
  );
  return first === last ? [first] : [first, last];
}

/** "10:05:42" */
export function formatTimeOfDay(value: DateInput, options: DateFormatOptions = {}) {
  return formatWith(value, options, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
}

/** Calendar days from now until a date in the zone: tomorrow = 1, yesterday = -1. */
export function calendarDaysUntil(value: DateInput, now = new Date(), timeZone = DEFAULT_TIME_ZONE): number {
  const date = asDate(value);
  if (!date) return 0;
  return daysBetween(zonedDay(now, timeZone), zonedDay(date, timeZone));
}

/** "today", "tomorrow", "in 12 days", "3 days ago" */
export function formatDaysFromNow(
  value: DateInput,
  { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE, now = new Date() } = {},
): string {
  const days = calendarDaysUntil(value, now, timeZone);
  return relativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}
