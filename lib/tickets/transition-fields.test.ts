import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { TicketField } from "@/contract/ticketing";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  emptyFieldValues,
  fieldHint,
  type RawFieldValues,
  validateTransitionFields,
} from "./transition-fields";

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });
const validate = (t: { fields: TicketField[] }, raw: RawFieldValues, locale?: "en" | "es") =>
  validateTransitionFields(t, raw, english, locale);

const field = (over: Partial<TicketField> & Pick<TicketField, "name" | "type">): TicketField => ({
  label: over.name,
  required: false,
  legacyKey: `customfield_${over.name}`,
  ...over,
});

const fields: TicketField[] = [
  field({ name: "resolution", label: "Resolution", type: "text", required: true, maxLength: 20 }),
  field({ name: "minutes", label: "Minutes spent", type: "number", min: 1, max: 480 }),
  field({ name: "followUp", label: "Follow-up on", type: "date" }),
  field({
    name: "cause",
    label: "Root cause",
    type: "single_choice",
    required: true,
    allowedValues: ["NETWORK", "BILLING"],
  }),
  field({ name: "channels", label: "Channels", type: "multi_choice", allowedValues: ["SMS", "EMAIL"] }),
];
const transition = { fields };

describe("transition form schema from metadata", () => {
  it("starts empty: [] for checkboxes, '' otherwise", () => {
    expect(emptyFieldValues(fields)).toEqual({
      resolution: "",
      minutes: "",
      followUp: "",
      cause: "",
      channels: [],
    });
  });

  it("types the values and drops the empty optional ones", () => {
    const result = validate(transition, {
      ...emptyFieldValues(fields),
      resolution: "  Replaced SIM ",
      minutes: "30",
      cause: "NETWORK",
      channels: ["SMS"],
    });
    expect(result).toEqual({
      ok: true,
      customFields: { resolution: "Replaced SIM", minutes: 30, cause: "NETWORK", channels: ["SMS"] },
    });
  });

  it("marks the missing required fields", () => {
    const result = validate(transition, emptyFieldValues(fields));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.resolution).toEqual("Resolution is required.");
    expect(result.fieldErrors.cause).toEqual("Root cause is required.");
    expect(result.fieldErrors.minutes).toBeUndefined();
  });

  it("says a missing field and a number above its maximum in the person's language", () => {
    const spanish = createTranslator({ locale: "es", messages: es, namespace: "Errors" });
    const result = validateTransitionFields(
      transition,
      { ...emptyFieldValues(fields), minutes: "481" },
      spanish,
      "es",
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        resolution: spanish("field.ticketFieldRequired", { field: "Resolution" }),
        minutes: spanish("field.ticketFieldAtMost", { field: "Minutes spent", max: "480" }),
      },
    });
    if (!result.ok) expect(result.fieldErrors.resolution).not.toContain("required");
  });

  it("enforces number bounds, number format, dates, text length and allowed values", () => {
    const result = validate(transition, {
      resolution: "x".repeat(21),
      minutes: "481",
      followUp: "2025-02-30x",
      cause: "WEATHER",
      channels: ["SMS", "FAX"],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      ["cause", "channels.1", "followUp", "minutes", "resolution"].sort(),
    );
    expect(result.fieldErrors.minutes).toBe("Minutes spent must be at most 480.");
    expect(validate(transition, { resolution: "ok", cause: "NETWORK", minutes: "abc" })).toMatchObject({
      ok: false,
      fieldErrors: { minutes: "Minutes spent must be a number." },
    });
  });

  it("reads number fields by the locale: 2,5 is never 25 (issue 10, item 2)", () => {
    const base = { resolution: "ok", cause: "NETWORK" };
    expect(validate(transition, { ...base, minutes: "2,5" }, "es")).toEqual({
      ok: true,
      customFields: { ...base, minutes: 2.5 },
    });
    expect(validate(transition, { ...base, minutes: "2.5" }, "en")).toMatchObject({
      customFields: { minutes: 2.5 },
    });
    // In English "2,5" could be 2.5 or 25: refused, not guessed.
    expect(validate(transition, { ...base, minutes: "2,5" }, "en")).toMatchObject({
      ok: false,
      fieldErrors: { minutes: "Minutes spent must be a number." },
    });
  });

  it("ignores keys the transition does not declare", () => {
    const result = validate(transition, { resolution: "ok", cause: "BILLING", extra: "x" });
    expect(result).toEqual({ ok: true, customFields: { resolution: "ok", cause: "BILLING" } });
  });

  it("accepts a transition without fields", () => {
    expect(validate({ fields: [] }, {})).toEqual({ ok: true, customFields: {} });
  });

  it("describes bounds and lengths in the hint", () => {
    const hints = createTranslator({ locale: "en", messages: en, namespace: "Tickets.fieldHint" });
    expect(fieldHint(fields[1] as TicketField, hints)).toBe("From 1 to 480.");
    expect(fieldHint(fields[0] as TicketField, hints)).toBe("Up to 20 characters.");
  });
});
