import { type ErrorWords, wordError } from "@/lib/i18n/error-message";

/** What every server action returns: data, or an error the form can show next to its fields. Only bugs throw. */
export interface ActionError {
  /** The upstream error code (movementNotFound, wrongMovementBody, ...) or one of ours (forbidden, unauthenticated, validation...). */
  code: string;
  /** Words the person can act on; never a raw exception. */
  message: string;
  /** The upstream trace id when the operator answered, to quote to its support. */
  traceId?: string;
  /** Field path (e.g. "amount.value_with_taxes") -> message; "form" for the form as a whole. */
  fieldErrors?: Record<string, string>;
  /** Upstream HTTP status when the operator answered; 0 when it did not. */
  status?: number;
  /** A write refused because the record changed since the form loaded it: field, as opened, as now. */
  conflict?: { field: string; label: string; opened: string; now: string }[];
  /** The write was held above the limit and queued as this approval request (code approvalRequested). */
  approvalRequestId?: string;
  /** An approved send that did not succeed: how the request ended (lib/approvals/outcome.ts). */
  approvalState?: "not_sent" | "failed" | "uncertain";
  /**
   * The message as a key of the Errors catalogue and its values, and each field's issue unworded
   * (issueMessage's form): what is stored when the error outlives the request (an approved send's
   * outcome), so each later reader sees it in their own language.
   */
  words?: ErrorKey;
  fieldIssues?: Record<string, string>;
}

/** A message of the Errors catalogue by its dotted key ("action.movementInvoiced") and values. */
export interface ErrorKey {
  key: string;
  values?: Record<string, string | number>;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

export const succeed = <T>(data: T): ActionResult<T> => ({ ok: true, data });

export const fail = (error: ActionError): { ok: false; error: ActionError } => ({ ok: false, error });

/**
 * zod issues as field errors keyed by dotted path, in words (wordError; without `t`, as they are: the
 * operator's own); a field's distinct messages are joined.
 */
/** Each field's first issue as the schema gave it (unworded), keyed like fieldErrorsOf. */
export function fieldIssuesOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const first = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    if (!first.has(key)) first.set(key, issue.message);
  }
  return Object.fromEntries(first);
}

export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t?: ErrorWords,
): Record<string, string> {
  const messages = new Map<string, string[]>();
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    const list = messages.get(key) ?? [];
    const message = t ? wordError(t, issue.message) : issue.message;
    if (!list.includes(message)) list.push(message);
    messages.set(key, list);
  }
  return Object.fromEntries([...messages].map(([key, list]) => [key, list.join(" ")]));
}
