import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { InboundEvent } from "@/contract/appointments";
import { fieldErrorsOf } from "@/lib/actions/result";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  appointmentNotificationInput,
  buildInboundEvent,
  fillTemplate,
  readWallTime,
  wallTimeToIso,
} from "./form";

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });

const valid = {
  eventId: "6f1c1e2a-9a6b-4c55-8a3e-1d2f3a4b5c6d",
  appointmentId: "APT-1",
  category: "installation",
  status: "rescheduled",
  start: "2025-07-01T10:00",
  end: "2025-07-01T12:00",
  formerStart: "2025-06-30T09:00",
  formerEnd: "",
  sender: "DemoTel",
  phoneNumber: "+34 600 100 001",
  smsBody: "Moved.",
};

describe("wallTimeToIso", () => {
  it("adds Madrid's offset, summer and winter", () => {
    expect(wallTimeToIso("2025-07-01T10:00")).toBe("2025-07-01T10:00:00+02:00");
    expect(wallTimeToIso("2025-01-15T08:30")).toBe("2025-01-15T08:30:00+01:00");
  });

  it("refuses impossible dates", () => {
    expect(wallTimeToIso("2025-02-30T10:00")).toBeUndefined();
    expect(wallTimeToIso("2025-02-10T25:00")).toBeUndefined();
    expect(wallTimeToIso("tomorrow")).toBeUndefined();
  });
});

describe("DST changes in Madrid (issue 10, item 16)", () => {
  const october = {
    ...valid,
    start: "2026-10-25T02:30",
    end: "2026-10-25T04:00",
    formerStart: "2026-10-24T09:00",
  };

  it("asks which 02:30 is meant on the October change, and sends the one chosen", () => {
    const unchosen = appointmentNotificationInput.safeParse(october);
    expect(unchosen.success).toBe(false);
    expect(fieldErrorsOf(unchosen.error?.issues ?? [], english).start).toBe(
      "Start: 02:30 happens twice in Madrid that day (the clocks go back from 03:00 to 02:00). Choose which one.",
    );
    for (const [offset, iso] of [
      ["+02:00", "2026-10-25T02:30:00+02:00"],
      ["+01:00", "2026-10-25T02:30:00+01:00"],
    ] as const) {
      const input = appointmentNotificationInput.parse({ ...october, startOffset: offset });
      expect(buildInboundEvent(input).event.appointment.dateTimeStart).toBe(iso);
    }
  });

  it("refuses the 02:30 that does not exist on the March change", () => {
    const result = appointmentNotificationInput.safeParse({
      ...valid,
      start: "2026-03-29T02:30",
      end: "2026-03-29T04:00",
    });
    expect(fieldErrorsOf(result.error?.issues ?? [], english).start).toMatch(/^Start: 02:30 does not exist/);
    expect(wallTimeToIso("2026-03-29T02:30")).toBeUndefined();
    expect(readWallTime("2026-03-29T03:00")).toEqual({ kind: "exact", iso: "2026-03-29T03:00:00+02:00" });
  });
});

describe("appointment notification", () => {
  it("builds an InboundEvent the shared schema accepts", () => {
    const input = appointmentNotificationInput.parse(valid);
    const event = buildInboundEvent(input, new Date("2025-06-20T08:00:00Z"));
    expect(InboundEvent.safeParse(event).success).toBe(true);
    expect(event).toMatchObject({
      eventId: valid.eventId,
      eventTime: "2025-06-20T08:00:00.000Z",
      eventType: "AppointmentStateChangeEventNotification",
      event: {
        appointment: {
          dateTimeStart: "2025-07-01T10:00:00+02:00",
          formerDateTimeStart: "2025-06-30T09:00:00+02:00",
          contactMedium: [{ characteristic: { phoneNumber: "+34600100001" } }],
          attachment: [{ smsBody: "Moved.", smsSender: "DemoTel" }],
        },
      },
    });
    expect(event.event.appointment).not.toHaveProperty("formerDateTimeEnd");
  });

  it("sends the start as the former start of an appointment that did not move", () => {
    const reminder = { ...valid, status: "reminded", start: "2025-01-15T08:30", end: "2025-01-15T09:30" };
    const input = appointmentNotificationInput.parse({ ...reminder, formerStart: "  " });
    const { appointment } = buildInboundEvent(input).event;
    expect(appointment.formerDateTimeStart).toBe("2025-01-15T08:30:00+01:00");
    expect(InboundEvent.safeParse(buildInboundEvent(input)).success).toBe(true);
  });

  it("requires the former start of a rescheduled appointment, where it is the news", () => {
    const result = appointmentNotificationInput.safeParse({ ...valid, formerStart: "" });
    expect(fieldErrorsOf(result.error?.issues ?? [], english).formerStart).toBe("Former start is required.");
  });

  it("refuses an end before the start and a bad phone, naming the fields", () => {
    const result = appointmentNotificationInput.safeParse({
      ...valid,
      end: "2025-07-01T09:00",
      phoneNumber: "600",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["end", "phoneNumber"]));
  });
});

describe("fillTemplate", () => {
  const words = (catalogue: typeof en) => ({
    templates: catalogue.Appointments.smsTemplates,
    categories: catalogue.Appointments.categories,
  });
  const dates = { start: "2025-07-01T10:00", end: "2025-07-01T12:00", formerStart: "2025-06-30T09:00" };

  it("fills dates and the category in the SMS's language", () => {
    expect(fillTemplate(words(en), "en", "rescheduled", { category: "repair", ...dates })).toBe(
      "Your repair appointment of 30/06/2025 09:00 has moved to 01/07/2025 10:00 (until 12:00).",
    );
    expect(fillTemplate(words(es), "es", "rescheduled", { category: "repair", ...dates })).toBe(
      "Su cita de reparación del 30/06/2025 09:00 se ha cambiado al 01/07/2025 10:00 (hasta las 12:00).",
    );
  });

  it("reads an empty former start as the start, never leaving a gap in the sentence", () => {
    const values = { category: "visit", ...dates, formerStart: " " };
    expect(fillTemplate(words(en), "en", "cancelled", values)).toBe(
      "Your visit appointment of 01/07/2025 10:00 has been cancelled. Call us to book a new one.",
    );
    expect(fillTemplate(words(es), "es", "cancelled", values)).toBe(
      "Su cita de visita del 01/07/2025 10:00 ha sido cancelada. Llámenos para pedir una nueva.",
    );
  });

  it("says the day of an end on another day than the start", () => {
    const overnight = { category: "repair", ...dates, end: "2025-07-02T09:00" };
    expect(fillTemplate(words(en), "en", "confirmed", overnight)).toBe(
      "Your repair appointment is confirmed for 01/07/2025 10:00 (until 02/07/2025 09:00).",
    );
    expect(fillTemplate(words(es), "es", "confirmed", overnight)).toBe(
      "Su cita de reparación queda confirmada para el 01/07/2025 10:00 (hasta el 02/07/2025 a las 09:00).",
    );
  });

  it("falls back to the reminder for a status it does not know", () => {
    expect(fillTemplate(words(en), "en", "lost", { category: "store", ...dates })).toMatch(/^Reminder: /);
  });
});

describe("item 21: the accepted notice speaks the page's language", () => {
  it("says in Spanish that the operator accepted it, without the English 'Accepted'", () => {
    const spanish = createTranslator({ locale: "es", messages: es, namespace: "Appointments.form" });
    const text = spanish.markup("acceptedBody", { number: 202, id: "E-1", code: (chunks) => chunks });
    expect(text).toBe("El operador la ha aceptado (HTTP 202): el SMS está en cola. Id. del evento E-1.");
    expect(text).not.toMatch(/Accepted/);
  });
});
