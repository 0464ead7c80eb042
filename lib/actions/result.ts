/** What every agent server action returns: data, or an error the form can show next to its fields. */
export interface ActionError {
  /** Upstream error code (section 7: movementNotFound, wrongMovementBody, ...) or a portal code. */
  code: string;
  message: string;
  traceId?: string;
  /** Field path (e.g. "amount.value_with_taxes") -> message. */
  fieldErrors?: Record<string, string>;
  /** Upstream HTTP status when the operator answered; 0 when it did not. */
  status?: number;
  /** A write refused because the record changed since the form loaded it: field, as opened, as now. */
  conflict?: { field: string; label: string; opened: string; now: string }[];
  /** The write was held above the limit and queued as this approval request (code approvalRequested). */
  approvalRequestId?: string;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

export const succeed = <T>(data: T): ActionResult<T> => ({ ok: true, data });

export const fail = (error: ActionError): { ok: false; error: ActionError } => ({ ok: false, error });
