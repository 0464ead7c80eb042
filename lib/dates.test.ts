import { describe, expect, it } from "vitest";
import {
  addDays,
  billingPeriodDays,
  calendarDaysUntil,
  formatBillingPeriod,
  formatDate,
  formatDateTime,
  formatDayInput,
  formatDaysFromNow,
  formatLongDate,
  nearMoment,
  parseApiDate,
  parseApiTime,
  parseDay,
  parseDayInput,
  startOfZonedDay,
  zonedDay,
  zonedParts,
  zonedTime,
} from "./dates";

describe("dates", () => {
  it("reads nanosecond-precision API dates", () => {
    expect(parseApiDate("2025-03-14T10:00:00.123456789Z")?.toISOString()).toBe("2025-03-14T10:00:00.123Z");
    expect(parseApiDate("2025-03-14T10:00:00+01:00")?.toISOString()).toBe("2025-03-14T09:00:00.000Z");
    expect(parseApiDate("not a date")).toBeUndefined();
  });

  it("reads the same instants as milliseconds, NaN when unreadable", () => {
    expect(parseApiTime(" 2025-03-14T10:00:00.123456789Z ")).toBe(Date.UTC(2025, 2, 14, 10, 0, 0, 123));
    expect(parseApiTime("2025-03-14T10:00:00.999999+01:00")).toBe(Date.UTC(2025, 2, 14, 9, 0, 0, 999));
    expect(parseApiTime("not a date")).toBeNaN();
  });

  it("parses URL days strictly", () => {
    expect(parseDay("2025-03-14")).toEqual({ year: 2025, month: 3, day: 14 });
    expect(parseDay("2025-02-30")).toBeUndefined();
    expect(parseDay("2025-3-14")).toBeUndefined();
    expect(parseDay("14/03/2025")).toBeUndefined();
    expect(parseDay(undefined)).toBeUndefined();
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("finds local midnight in Madrid across DST", () => {
    expect(startOfZonedDay({ year: 2025, month: 1, day: 15 }).toISOString()).toBe("2025-01-14T23:00:00.000Z");
    expect(startOfZonedDay({ year: 2025, month: 7, day: 15 }).toISOString()).toBe("2025-07-14T22:00:00.000Z");
    // 30 March 2025: clocks jump from 02:00 to 03:00.
    expect(startOfZonedDay({ year: 2025, month: 3, day: 30 }).toISOString()).toBe("2025-03-29T23:00:00.000Z");
    expect(zonedTime({ year: 2025, month: 3, day: 30 }, 12).toISOString()).toBe("2025-03-30T10:00:00.000Z");
    expect(zonedDay(new Date("2025-07-14T22:30:00Z"))).toEqual({ year: 2025, month: 7, day: 15 });
    expect(zonedParts(new Date("2026-11-29T12:00:00Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 29,
      hour: 13,
      minute: 0,
      weekday: 7,
    });
    expect(zonedParts(new Date("2026-11-22T23:30:00Z")).weekday).toBe(1);
    expect(zonedParts(new Date("1969-12-31T12:00:00Z")).weekday).toBe(3);
    // Asked again, the same parts, which no caller can change.
    const again = zonedParts(new Date("2026-11-29T12:00:00Z"));
    expect(again.weekday).toBe(7);
    expect(Object.isFrozen(again)).toBe(true);
  });

  it("item 3: Madrid's spring-forward night, 29 March 2026: the day has 23 hours and 02:00 reads as 03:00", () => {
    const day = { year: 2026, month: 3, day: 29 };
    expect(startOfZonedDay(day).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfZonedDay(addDays(day, 1)).getTime() - startOfZonedDay(day).getTime()).toBe(23 * 3_600_000);
    expect(zonedTime(day, 1).toISOString()).toBe("2026-03-29T00:00:00.000Z"); // 01:00 CET, the last
    expect(zonedTime(day, 2).toISOString()).toBe("2026-03-29T01:00:00.000Z"); // no 02:00: 03:00 CEST
    expect(zonedTime(day, 3).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(zonedParts(new Date("2026-03-29T00:59:00Z"))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(zonedParts(new Date("2026-03-29T01:00:00Z"))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29 Mar 2026, 03:00");
  });

  it("item 3: Madrid's fall-back night, 25 October 2026: the day has 25 hours and 02:00 reads as its second time", () => {
    const day = { year: 2026, month: 10, day: 25 };
    expect(startOfZonedDay(day).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfZonedDay(addDays(day, 1)).getTime() - startOfZonedDay(day).getTime()).toBe(25 * 3_600_000);
    expect(zonedTime(day, 1).toISOString()).toBe("2026-10-24T23:00:00.000Z"); // 01:00 CEST
    expect(zonedTime(day, 2).toISOString()).toBe("2026-10-25T01:00:00.000Z"); // 02:00 CET, the second
    expect(zonedTime(day, 3).toISOString()).toBe("2026-10-25T02:00:00.000Z");
    expect(zonedTime(addDays(day, -1), 26).toISOString()).toBe("2026-10-25T01:00:00.000Z"); // hours past midnight
    expect(zonedParts(new Date("2026-10-25T00:30:00Z"))).toMatchObject({ day: 25, hour: 2, minute: 30 });
    expect(zonedParts(new Date("2026-10-25T01:30:00Z"))).toMatchObject({ day: 25, hour: 2, minute: 30 });
    expect(zonedDay(new Date("2026-10-24T21:59:00Z"))).toEqual({ year: 2026, month: 10, day: 24 });
    expect(zonedDay(new Date("2026-10-24T22:00:00Z"))).toEqual(day);
    expect(calendarDaysUntil("2026-10-25T22:59:00Z", new Date("2026-10-24T22:00:00Z"))).toBe(0);
    expect(calendarDaysUntil("2026-10-25T23:00:00Z", new Date("2026-10-24T22:00:00Z"))).toBe(1);
  });

  it("item 3: a zone no one knows is refused, as Intl refuses it", () => {
    expect(() => zonedParts(new Date(), "Mars/Olympus")).toThrow(RangeError);
    expect(() => zonedTime({ year: 2026, month: 1, day: 1 }, 0, "Mars/Olympus")).toThrow(RangeError);
  });

  it("formats dates for people", () => {
    expect(formatDate("2025-03-14T10:00:00Z")).toBe("14 Mar 2025");
    expect(formatDateTime("2025-03-14T10:05:00Z")).toBe("14 Mar 2025, 11:05");
    expect(formatLongDate("2025-03-14T10:00:00Z", { now: new Date("2025-03-01T00:00:00Z") })).toBe(
      "14 March",
    );
    expect(formatLongDate("2026-03-14T10:00:00Z", { now: new Date("2025-03-01T00:00:00Z") })).toBe(
      "14 March 2026",
    );
    expect(formatDate("garbage")).toBe("—");
  });

  it("counts calendar days in the zone", () => {
    const now = new Date("2025-03-10T22:30:00Z"); // 23:30 on 10 March in Madrid
    expect(calendarDaysUntil("2025-03-10T23:30:00Z", now)).toBe(1);
    expect(formatDaysFromNow("2025-03-10T23:30:00Z", { now })).toBe("tomorrow");
    expect(formatDaysFromNow("2025-03-20T12:00:00Z", { now })).toBe("in 10 days");
    expect(formatDaysFromNow("2025-03-10T12:00:00Z", { now })).toBe("today");
    expect(formatDaysFromNow("2025-03-07T12:00:00Z", { now })).toBe("3 days ago");
  });

  it("names a moment close at hand by its day in the zone", () => {
    const now = new Date("2025-03-10T22:30:00Z"); // 23:30 on 10 March in Madrid
    expect(nearMoment("2025-03-10T22:50:00Z", { now })).toEqual({
      day: "today",
      clock: "23:50",
      date: "10 Mar 2025, 23:50",
    });
    expect(nearMoment("2025-03-10T23:10:00Z", { now, locale: "es-ES" })).toMatchObject({
      day: "tomorrow",
      clock: "00:10",
    });
    expect(nearMoment("2025-03-12T08:00:00Z", { now })).toMatchObject({
      day: "other",
      date: "12 Mar 2025, 09:00",
    });
    expect(nearMoment("2025-03-09T22:00:00Z", { now })).toMatchObject({ day: "other" });
  });

  it("shows a billing period as its invoice prints it: UTC days, so a month ends on its last day", () => {
    const [start, end] = ["2026-10-01T00:00:00.000Z", "2026-10-31T23:59:59.000Z"];
    expect(formatBillingPeriod(start, end, { locale: "en-GB" })).toBe("1 Oct 2026 – 31 Oct 2026");
    expect(formatBillingPeriod(start, start, { locale: "en-GB" })).toBe("1 Oct 2026");
    expect(formatBillingPeriod(start, end, { locale: "es-ES" })).toMatch(/^1 oct 2026 – 31 oct 2026$/);
    // Its days apart, for a cell that breaks between them; a one-day period is one day.
    expect(billingPeriodDays(start, end, { locale: "en-GB" })).toEqual(["1 Oct 2026", "31 Oct 2026"]);
    expect(billingPeriodDays(start, start, { locale: "en-GB" })).toEqual(["1 Oct 2026"]);
  });

  it("reads a typed day in the portal's order or the URL's ISO form, and refuses impossible ones", () => {
    const day = { year: 2026, month: 10, day: 5 };
    for (const typed of ["05/10/2026", "5/10/2026", " 5.10.2026 ", "05-10-2026", "2026-10-05"])
      expect(parseDayInput(typed), typed).toEqual(day);
    for (const typed of ["31/02/2026", "10/25/2026", "2026/10/05", "5/10/26", "", undefined])
      expect(parseDayInput(typed), String(typed)).toBeUndefined();
    expect(formatDayInput(day)).toBe("05/10/2026");
  });
});
