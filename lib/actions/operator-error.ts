import "server-only";
import { OperatorError } from "@/lib/http";
import type { ErrorWords } from "@/lib/i18n/error-message";
import { errorWords } from "./error-words";
import { sentenceFor } from "./operator-messages";
import type { ActionError } from "./result";

/** The Errors key for a status, for a code that has no sentence of its own. */
function statusKey(error: OperatorError) {
  if (error.status === 0) return "status.unreachable" as const;
  if (error.isUncertain && error.status === 504) return "status.uncertainTimeout" as const;
  if (error.status === 401) return "status.sessionEnded" as const;
  if (error.status >= 500) return "status.failed" as const;
  return undefined;
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
  const explained = explain?.(error, t);
  const sentence = await sentenceFor(error.code);
  const key = sentence ? `operator.${error.code}` : statusKey(error);
  return {
    code: error.code,
    // Else the operator's own message, in the operator's language.
    message: explained ?? sentence ?? (key ? t(key as never) : error.message),
    ...(!explained && key ? { words: { key } } : {}),
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
