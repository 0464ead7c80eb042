import "server-only";
import { OperatorError } from "@/lib/http";
import { messageFor } from "./operator-messages";
import type { ActionError } from "./result";

/** An upstream failure as the form shows it: a specific sentence per code, with the trace_id. */
export function toActionError(error: unknown): ActionError {
  if (!(error instanceof OperatorError)) throw error;
  const message = error.isUncertain
    ? `${messageFor(error.code, "The operator's system did not answer.")}`
    : messageFor(error.code, error.message);
  return {
    code: error.code,
    message,
    status: error.status,
    ...(error.traceId ? { traceId: error.traceId } : {}),
  };
}

/** One upstream attempt as kept in the audit entry's `changes.attempts`. */
export interface Attempt {
  step: string;
  status: number;
  code?: string;
  traceId?: string;
}

export function attemptOf(step: string, error: unknown, status?: number): Attempt {
  if (error instanceof OperatorError)
    return {
      step,
      status: error.status,
      code: error.code,
      ...(error.traceId ? { traceId: error.traceId } : {}),
    };
  return { step, status: status ?? 0 };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof OperatorError && error.status === 404;
}
