import type { useTranslations } from "next-intl";
import { z } from "zod";
import {
  type CustomFieldValue,
  customFieldsSchema,
  type TicketField,
  type TicketFieldWords,
  type TicketTransition,
} from "@/contract/ticketing";
import { fieldErrorsOf } from "@/lib/actions/result";
import { type AmountLocale, DEFAULT_AMOUNT_LOCALE, parseAmountInput } from "@/lib/amount-input";
import { type ErrorWords, issueMessage } from "@/lib/i18n/error-message";

/**
 * The transition form, generated from the ticket metadata. The browser and the server action run
 * the same code: raw control values -> typed values -> the metadata's zod schema -> `customFields`.
 */

/** What the form controls hold: text for inputs and selects, a list for checkbox groups. */
export type RawFieldValue = string | string[];
export type RawFieldValues = Record<string, RawFieldValue | undefined>;

export const rawFieldValues = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export function emptyFieldValues(fields: readonly TicketField[]): Record<string, RawFieldValue> {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "multi_choice" ? [] : ""]));
}

/**
 * Number fields are read like amounts, by the locale ("2,5" is two and a half in Spanish, never 25);
 * a text the locale cannot read is kept so the schema explains it.
 */
function coerce(field: TicketField, raw: RawFieldValue | undefined, locale: AmountLocale): unknown {
  if (raw === undefined) return undefined;
  if (field.type === "multi_choice") return Array.isArray(raw) ? raw : raw === "" ? [] : [raw];
  const text = Array.isArray(raw) ? (raw[0] ?? "") : raw;
  if (field.type === "number") {
    const trimmed = text.trim();
    if (trimmed === "") return undefined;
    const read = parseAmountInput(trimmed, locale, { currency: "", places: 8 });
    return read.ok ? Number(read.value) : trimmed;
  }
  return text;
}

/** The contract schema's refusals as catalogue messages (Errors.field.*), worded in the person's language. */
const CATALOGUE_WORDS: TicketFieldWords = {
  required: (field) => issueMessage("ticketFieldRequired", { field: field.label }),
  atMost: (field, max) => issueMessage("ticketFieldAtMost", { field: field.label, max: String(max) }),
};

/** Builds the schema for one transition: raw form values in, `customFields` out (absent fields dropped). */
function transitionFormSchema(fields: readonly TicketField[], locale: AmountLocale = DEFAULT_AMOUNT_LOCALE) {
  const schema = customFieldsSchema([...fields], CATALOGUE_WORDS);
  return z
    .preprocess((raw) => {
      const values = (raw && typeof raw === "object" ? raw : {}) as RawFieldValues;
      return Object.fromEntries(
        fields.map((field) => [field.name, coerce(field, values[field.name], locale)]),
      );
    }, schema)
    .transform((parsed) => {
      const out: Record<string, CustomFieldValue> = {};
      for (const [key, value] of Object.entries(parsed as Record<string, CustomFieldValue | undefined>)) {
        if (value !== undefined) out[key] = value;
      }
      return out;
    });
}

export type TransitionFieldsResult =
  | { ok: true; customFields: Record<string, CustomFieldValue> }
  | { ok: false; fieldErrors: Record<string, string> };

export function validateTransitionFields(
  transition: Pick<TicketTransition, "fields">,
  raw: RawFieldValues,
  t: ErrorWords,
  locale: AmountLocale = DEFAULT_AMOUNT_LOCALE,
): TransitionFieldsResult {
  const parsed = transitionFormSchema(transition.fields, locale).safeParse(raw);
  if (parsed.success) return { ok: true, customFields: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues, t) };
}

/** The messages of Tickets.fieldHint (useTranslations("Tickets.fieldHint")). */
type HintWords = ReturnType<typeof useTranslations<"Tickets.fieldHint">>;

/** The hint under a control: allowed range, length or values. */
export function fieldHint(field: TicketField, t: HintWords): string | undefined {
  const parts: string[] = [];
  if (field.description) parts.push(field.description);
  // As the metadata writes them ("1500"), not grouped by the locale.
  const min = field.min === undefined ? undefined : String(field.min);
  const max = field.max === undefined ? undefined : String(field.max);
  if (field.type === "number" && (min !== undefined || max !== undefined)) {
    if (min !== undefined && max !== undefined) parts.push(t("range", { min, max }));
    else if (min !== undefined) parts.push(t("atLeast", { min }));
    else parts.push(t("atMost", { max: max ?? "" }));
  }
  if (field.type === "text" && field.maxLength !== undefined)
    parts.push(t("length", { max: String(field.maxLength) }));
  if (field.type === "multi_choice") parts.push(t("anyOf"));
  return parts.length ? parts.join(" ") : undefined;
}
