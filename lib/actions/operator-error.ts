import "server-only";
import { OperatorError } from "@/lib/http";
import type { ErrorWords } from "@/lib/i18n/error-message";
import { errorWords } from "./error-words";
import { sentenceFor } from "./operator-messages";
import type { ActionError } from "./result";

/** Words by status, for a code that has no sentence of its own; else the operator's own message. */
function wordsForStatus(error: OperatorError, t: ErrorWords): string {
  if (error.status === 0) return t("status.unreachable");
  if (error.isUncertain && error.status === 504) return t("status.uncertainTimeout");
  if (error.status === 401) return t("status.sessionEnded");
  if (error.status >= 500) return t("status.failed");
  return error.message;
}

/**
 * An upstream failure as the form shows it, with the trace id: the caller's own sentence when it
 * has one (`explain`), else the code's sentence, else words for the status. Anything that is not an
 * OperatorError is a bug and is rethrown.
 */
export async function toActionError(
  error: unknown,
  explain?: (error: OperatorError, t: ErrorWords) => string | undefined,
): Promise<ActionError> {
  if (!(error instanceof OperatorError)) throw error;
  const t = await errorWords();
  return {
    code: error.code,
    message: explain?.(error, t) ?? (await sentenceFor(error.code)) ?? wordsForStatus(error, t),
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
