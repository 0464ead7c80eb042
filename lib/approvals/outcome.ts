import type { ActionError, ErrorKey } from "@/lib/actions/result";
import { type ErrorWords, wordError } from "@/lib/i18n/error-message";

/** How an approved send ended when it did not succeed. */
export type SendEnd = "not_sent" | "failed" | "uncertain";

/**
 * A send that failed before its write left for the operator reached nobody (not sent: the requester
 * corrects and resubmits); after it, no answer, a timeout or any 5xx may have taken effect
 * (uncertain until looked up); any other answer is the operator's refusal.
 */
export function sendEndOf(writeSent: boolean, error: ActionError): SendEnd {
  if (!writeSent) return "not_sent";
  const status = error.status ?? 0;
  return status === 0 || status >= 500 ? "uncertain" : "failed";
}

/** What is stored of a failed send: codes and values, never words, so each reader reads their own language. */
export interface StoredFailure {
  code: string;
  status?: number;
  traceId?: string | null;
  words?: ErrorKey;
  /** Field -> its issue, unworded (issueMessage's form). */
  fields?: Record<string, string>;
}

export function storedFailure(error: ActionError): StoredFailure {
  return {
    code: error.code,
    ...(error.status !== undefined ? { status: error.status } : {}),
    traceId: error.traceId ?? null,
    ...(error.words ? { words: error.words } : {}),
    ...(error.fieldIssues && Object.keys(error.fieldIssues).length ? { fields: error.fieldIssues } : {}),
  };
}

/** A form field's label (Approvals.field), or its name when it has none. */
export const fieldLabelIn =
  (t: { has: (key: never) => boolean; (key: never): string }) =>
  (field: string): string => {
    const key = `field.${field}` as never;
    return t.has(key) ? t(key) : field;
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * A stored outcome in the reader's words: each refused field by its label and reason, else the
 * error's own sentence, else the sentence of its code. Undefined for a success (or nothing stored).
 */
export function wordOutcome(
  t: ErrorWords,
  fieldLabel: (field: string) => string,
  outcome: Record<string, unknown> | null | undefined,
): string | undefined {
  if (!outcome || typeof outcome.code !== "string") return undefined;
  const fields = isRecord(outcome.fields) ? Object.entries(outcome.fields) : [];
  if (fields.length)
    return fields.map(([field, issue]) => `${fieldLabel(field)}: ${wordError(t, String(issue))}`).join(" ");
  const words = isRecord(outcome.words) ? (outcome.words as unknown as ErrorKey) : undefined;
  if (words && t.has(words.key as never)) return t(words.key as never, words.values as never);
  // Kept by earlier versions, worded once in the approver's language.
  if (typeof outcome.message === "string") return outcome.message;
  const sentence = `operator.${outcome.code}`;
  return t.has(sentence as never) ? t(sentence as never) : t("operator.generic");
}
