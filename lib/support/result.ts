/** What every support server action returns; only bugs throw. */
export interface ActionError {
  /** Stable code: the upstream error code, or one of ours (forbidden, unauthenticated, invalidInput...). */
  code: string;
  /** Words a support person can act on; never a raw exception. */
  message: string;
  /** The upstream trace id when the operator answered, to quote to its support. */
  traceId?: string;
  /** Per-field messages, keyed by the form field name. */
  fieldErrors?: Record<string, string[]>;
  /** HTTP status of the upstream answer (0 when it did not answer). */
  status?: number;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

export const succeed = <T>(data: T): ActionResult<T> => ({ ok: true, data });
export const fail = (error: ActionError): { ok: false; error: ActionError } => ({ ok: false, error });

/** Groups zod-style issues by their first path segment. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_form";
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}
