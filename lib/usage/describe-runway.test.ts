import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { describeRunway, type RunwayWords } from "./describe-runway";

const english = createTranslator({ locale: "en", messages: en, namespace: "Runway" }) as RunwayWords;
const spanish = createTranslator({ locale: "es", messages: es, namespace: "Runway" }) as RunwayWords;

const now = new Date("2025-03-08T12:00:00Z");

describe("describeRunway", () => {
  it("says when data runs out and how long before renewal", () => {
    const text = describeRunway(
      {
        kind: "runs-out",
        runsOutAt: "2025-03-14T09:00:00Z",
        renewsAt: "2025-03-17T00:00:00Z",
        daysShort: 3,
        dailyPace: "1073741824",
      },
      "data",
      "byte",
      english,
      { now },
    );
    expect(text).toEqual({
      text: "At this pace your data runs out on 14 March, 3 days before it renews.",
      tone: "danger",
    });
  });

  it("tells staff about the line, not about themselves, in both languages", () => {
    const runway = {
      kind: "runs-out",
      runsOutAt: "2025-03-14T09:00:00Z",
      renewsAt: "2025-03-17T00:00:00Z",
      daysShort: 1,
      dailyPace: "1",
    } as const;
    const staff = { now, audience: "staff" } as const;
    expect(describeRunway(runway, "sms", "sms", english, staff).text).toBe(
      "At this pace the line's SMS run out on 14 March, 1 day before it renews.",
    );
    expect(describeRunway(runway, "data", "byte", spanish, { ...staff, locale: "es-ES" }).text).toBe(
      "A este ritmo los datos de la línea se acaban el 14 de marzo, 1 día antes de renovarse.",
    );
    expect(describeRunway({ kind: "exhausted" }, "voice", "second", spanish, staff).text).toBe(
      "Se ha gastado entero.",
    );
  });

  it("says it lasts until renewal", () => {
    const text = describeRunway(
      { kind: "lasts", renewsAt: "2025-03-17T00:00:00Z", dailyPace: "600" },
      "voice",
      "second",
      english,
      { now },
    );
    expect(text.text).toBe("At this pace (about 10\u00a0min a day) it lasts until it renews on 17 March.");
  });

  it("handles one day, the same day, idle and exhausted", () => {
    const base = {
      kind: "runs-out",
      runsOutAt: "2025-03-16T09:00:00Z",
      renewsAt: "2025-03-17T00:00:00Z",
      dailyPace: "3",
    } as const;
    expect(describeRunway({ ...base, daysShort: 1 }, "sms", "sms", english, { now }).text).toBe(
      "At this pace your SMS run out on 16 March, 1 day before it renews.",
    );
    expect(describeRunway({ ...base, daysShort: 0 }, "sms", "sms", english, { now }).text).toContain(
      "the day it renews",
    );
    expect(
      describeRunway({ kind: "idle", renewsAt: "2025-03-17T00:00:00Z" }, "data", "byte", english, { now })
        .text,
    ).toBe("Not used since it started: it lasts until it renews on 17 March.");
    expect(describeRunway({ kind: "exhausted" }, "data", "byte", english, { now }).tone).toBe("danger");
  });
});

describe("describeRunway in Spanish", () => {
  it("says the same in the Spanish catalogue, with Spanish dates and plurals", () => {
    const runsOut = {
      kind: "runs-out",
      runsOutAt: "2025-03-14T09:00:00Z",
      renewsAt: "2025-03-17T00:00:00Z",
      daysShort: 3,
      dailyPace: "1073741824",
    } as const;
    expect(describeRunway(runsOut, "data", "byte", spanish, { now, locale: "es-ES" }).text).toBe(
      "A este ritmo tus datos se acaban el 14 de marzo, 3 días antes de renovarse.",
    );
    expect(
      describeRunway({ ...runsOut, daysShort: 1 }, "sms", "sms", spanish, { now, locale: "es-ES" }).text,
    ).toBe("A este ritmo tus SMS se acaban el 14 de marzo, 1 día antes de renovarse.");
  });
});

describe("describeRunway close at hand", () => {
  // 23:30 in Madrid on 8 March: still "today" there, though already the 9th in some zones.
  const lateEvening = new Date("2025-03-08T22:30:00Z");
  const runsOutAt = (iso: string) =>
    ({
      kind: "runs-out",
      runsOutAt: iso,
      renewsAt: "2025-03-17T00:00:00Z",
      daysShort: 5,
      dailyPace: "1",
    }) as const;

  it("says today or tomorrow by name, in Madrid's calendar, and the date otherwise", () => {
    const english8 = (iso: string) =>
      describeRunway(runsOutAt(iso), "data", "byte", english, { now: lateEvening }).text;
    expect(english8("2025-03-08T22:50:00Z")).toBe(
      "At this pace your data runs out today, 5 days before it renews.",
    );
    expect(english8("2025-03-09T10:00:00Z")).toBe(
      "At this pace your data runs out tomorrow, 5 days before it renews.",
    );
    expect(english8("2025-03-10T10:00:00Z")).toBe(
      "At this pace your data runs out on 10 March, 5 days before it renews.",
    );
  });

  it("says it in Spanish, and to staff about the line", () => {
    const options = { now: lateEvening, locale: "es-ES", audience: "staff" } as const;
    expect(describeRunway(runsOutAt("2025-03-08T22:50:00Z"), "voice", "second", spanish, options).text).toBe(
      "A este ritmo los minutos de la línea se acaban hoy, 5 días antes de renovarse.",
    );
    expect(describeRunway(runsOutAt("2025-03-09T10:00:00Z"), "sms", "sms", spanish, options).text).toBe(
      "A este ritmo los SMS de la línea se acaban mañana, 5 días antes de renovarse.",
    );
  });
});
