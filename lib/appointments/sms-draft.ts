import type { Locale } from "@/lib/i18n/locales";
import { fillTemplate, type SmsWords } from "./form";

/**
 * What the form's SMS text holds. A chosen template is not a text filled once: it is the template
 * of the current status and language filled from the current fields, so the preview and the sent
 * SMS say what the appointment now says. Once the agent edits the text it is theirs, and the form
 * only says which fields changed since it was filled.
 */
export type SmsDraft = { kind: "template" } | { kind: "typed"; text: string; filledFrom?: TemplateFields };

/** The fields a template reads (and the language it is written in). */
export interface TemplateFields {
  status: string;
  category: string;
  start: string;
  end: string;
  formerStart: string;
  smsLocale: Locale;
}
const TEMPLATE_FIELDS = ["status", "category", "start", "end", "formerStart", "smsLocale"] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

export const EMPTY_DRAFT: SmsDraft = { kind: "typed", text: "" };

/** The SMS as it is previewed and sent now. */
export function smsTextOf(draft: SmsDraft, fields: TemplateFields, words: Record<Locale, SmsWords>): string {
  if (draft.kind === "typed") return draft.text;
  return fillTemplate(words[fields.smsLocale], fields.smsLocale, fields.status, fields);
}

/** The agent typed in the text: from now on it is theirs, remembering what a template filled it from. */
export function editText(draft: SmsDraft, fields: TemplateFields, text: string): SmsDraft {
  const filledFrom = draft.kind === "template" ? pickTemplateFields(fields) : draft.filledFrom;
  return filledFrom ? { kind: "typed", text, filledFrom } : { kind: "typed", text };
}

/** Fields changed since a template filled a text the agent then edited (empty when nothing is stale). */
export function changedSinceFilled(draft: SmsDraft, fields: TemplateFields): TemplateField[] {
  if (draft.kind === "template" || !draft.filledFrom) return [];
  const filledFrom = draft.filledFrom;
  return TEMPLATE_FIELDS.filter((name) => filledFrom[name].trim() !== fields[name].trim());
}

function pickTemplateFields({ status, category, start, end, formerStart, smsLocale }: TemplateFields) {
  return { status, category, start, end, formerStart, smsLocale };
}
