import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { appointmentNotificationInput, buildInboundEvent } from "./form";
import {
  changedSinceFilled,
  EMPTY_DRAFT,
  editText,
  type SmsDraft,
  smsTextOf,
  type TemplateFields,
} from "./sms-draft";

const words = {
  en: { templates: en.Appointments.smsTemplates, categories: en.Appointments.categories },
  es: { templates: es.Appointments.smsTemplates, categories: es.Appointments.categories },
};
const fields: TemplateFields = {
  status: "reminded",
  category: "installation",
  start: "2025-07-01T08:00",
  end: "2025-07-01T09:00",
  formerStart: "",
  smsLocale: "es",
};
const chosen: SmsDraft = { kind: "template" };

/** What the form submits: the text it shows, through the same schema and event builder. */
function sentBody(draft: SmsDraft, now: TemplateFields): string {
  const input = appointmentNotificationInput.parse({
    ...now,
    eventId: "6f1c1e2a-9a6b-4c55-8a3e-1d2f3a4b5c6d",
    appointmentId: "APT-1",
    formerStart: now.formerStart || undefined,
    sender: "DemoTel",
    phoneNumber: "+34600100001",
    smsBody: smsTextOf(draft, now, words),
  });
  return buildInboundEvent(input).event.appointment.attachment[0]?.smsBody ?? "";
}

describe("item 14: the appointment SMS follows the fields changed after choosing a template", () => {
  it("sends 'hasta las 11:30' once the end is moved to 11:30 after the template was chosen", () => {
    expect(sentBody(chosen, fields)).toContain("(hasta las 09:00)");
    const moved = { ...fields, end: "2025-07-01T11:30" };
    expect(smsTextOf(chosen, moved, words)).toBe(
      "Recordatorio: su cita de instalación es el 01/07/2025 08:00 (hasta las 11:30). Responda BAJA para no recibir más avisos.",
    );
    expect(sentBody(chosen, moved)).toBe(smsTextOf(chosen, moved, words));
  });

  it.each([
    [
      "start",
      { start: "2025-07-02T10:00", end: "2025-07-02T11:00" },
      "el 02/07/2025 10:00 (hasta las 11:00)",
    ],
    ["end, to the next day", { end: "2025-07-02T09:00" }, "(hasta el 02/07/2025 a las 09:00)"],
    ["category", { category: "repair" }, "su cita de reparación"],
    ["status", { status: "confirmed" }, "queda confirmada para el 01/07/2025 08:00"],
    [
      "former start",
      { status: "rescheduled", formerStart: "2025-06-30T17:00" },
      "del 30/06/2025 17:00 se ha cambiado al 01/07/2025 08:00",
    ],
    [
      "language",
      { smsLocale: "en" as const },
      "Reminder: your installation appointment is on 01/07/2025 08:00",
    ],
  ] as const)("a changed %s is in the preview and in the sent text", (_name, change, expected) => {
    const now = { ...fields, ...change };
    expect(smsTextOf(chosen, now, words)).toContain(expected);
    expect(sentBody(chosen, now)).toContain(expected);
    expect(changedSinceFilled(chosen, now)).toEqual([]);
  });

  it("keeps a text the agent edited, and names the fields changed since it was filled", () => {
    const edited = editText(chosen, fields, "Cita mañana a las 08:00 (hasta las 09:00).");
    expect(changedSinceFilled(edited, fields)).toEqual([]);
    const moved = { ...fields, end: "2025-07-01T11:30", category: "repair" };
    expect(smsTextOf(edited, moved, words)).toBe("Cita mañana a las 08:00 (hasta las 09:00).");
    expect(changedSinceFilled(edited, moved)).toEqual(["category", "end"]);
    // Typing on does not forget what the template filled the text from.
    expect(changedSinceFilled(editText(edited, moved, "Cita mañana."), moved)).toEqual(["category", "end"]);
  });

  it("says nothing about a text written without a template", () => {
    const typed = editText(EMPTY_DRAFT, fields, "Hola");
    expect(changedSinceFilled(typed, { ...fields, end: "2025-07-01T11:30" })).toEqual([]);
  });
});
