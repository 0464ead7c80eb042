import type { Messages, useTranslations } from "next-intl";

/** A sentence of Errors.field by key and values: what lib functions return for the edge to word. */
export interface ErrorMessage {
  key: keyof Messages["Errors"]["field"];
  values?: Record<string, string | number>;
}

/** The Errors messages of the request (getTranslations) or of the page (useTranslations). */
export type ErrorWords = ReturnType<typeof useTranslations<"Errors">>;

export const errorMessage = (key: ErrorMessage["key"], values?: ErrorMessage["values"]): ErrorMessage =>
  values ? { key, values } : { key };

/**
 * An ErrorMessage as a zod issue's message (zod carries strings only): "field.key" or
 * "field.key {json values}". wordError reads it back.
 */
export const issueMessage = (key: ErrorMessage["key"], values?: ErrorMessage["values"]): string =>
  `field.${key}${values ? ` ${JSON.stringify(values)}` : ""}`;

const ISSUE = /^field\.(\w+)(?: (\{.*\}))?$/s;

/** Every field's ErrorMessage (or issue message) in words. */
export const wordErrors = (
  t: ErrorWords,
  errors: Record<string, ErrorMessage | string>,
): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, wordError(t, message)]));

/** The words of an ErrorMessage or of an issue message; any other text (zod's own, the operator's) is kept. */
export function wordError(t: ErrorWords, message: ErrorMessage | string): string {
  if (typeof message !== "string") return t(`field.${message.key}`, message.values);
  const issue = ISSUE.exec(message);
  if (!issue || !t.has(`field.${issue[1]}` as never)) return message;
  return t(`field.${issue[1]}` as never, issue[2] ? JSON.parse(issue[2]) : undefined);
}
