import "server-only";
import { OperatorError } from "@/lib/http";
import { sentenceFor } from "./operator-messages";
import type { ActionError } from "./result";

/** Words by status, for a code that has no sentence of its own. */
function wordsForStatus(error: OperatorError): string {
  if (error.status === 0)
    return "The operator's system could not be reached. Nothing was changed; try again in a moment.";
  if (error.isUncertain && error.status === 504)
    return "The operator's system did not answer in time. The request may or may not have been applied: check before retrying.";
  if (error.status === 401) return "Your session with the operator has ended. Sign in again.";
  if (error.status >= 500) return "The operator's system failed to process the request. Try again later.";
  return error.message;
}

/**
 * An upstream failure as the form shows it, with the trace id: the caller's own sentence when it
 * has one (`explain`), else the code's sentence, else words for the status. Anything that is not an
 * OperatorError is a bug and is rethrown.
 */
export function toActionError(
  error: unknown,
  explain?: (error: OperatorError) => string | undefined,
): ActionError {
  if (!(error instanceof OperatorError)) throw error;
  return {
    code: error.code,
    message: explain?.(error) ?? sentenceFor(error.code) ?? wordsForStatus(error),
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
