import "server-only";
import { authorize, type PortalSession } from "@/lib/auth/session";
import { OperatorError } from "@/lib/http";
import { type ActionError, fail } from "./result";

/** Every support action and route handler starts here: a signed-in user with the support role. */
export async function supportSession(): Promise<
  { ok: true; session: PortalSession } | { ok: false; status: 401 | 403; error: ActionError }
> {
  const outcome = await authorize("support");
  if (outcome.ok) return outcome;
  return {
    ok: false,
    status: outcome.status,
    error: {
      code: outcome.status === 401 ? "unauthenticated" : "forbidden",
      message: outcome.message,
      status: outcome.status,
    },
  };
}

/** Turns an upstream failure into words; anything that is not an OperatorError is a bug and is rethrown. */
export function upstreamFailure(error: unknown, explain?: (error: OperatorError) => string | undefined) {
  if (!(error instanceof OperatorError)) throw error;
  const message =
    explain?.(error) ??
    (error.status === 0
      ? "The operator's system could not be reached. Nothing was changed; try again in a moment."
      : error.status === 504
        ? "The operator's system did not answer in time. The request may or may not have been applied: check before retrying."
        : error.status === 401
          ? "Your session with the operator has ended. Sign in again."
          : error.status >= 500
            ? "The operator's system failed to process the request. Try again later."
            : error.message);
  return fail({ code: error.code, message, traceId: error.traceId, status: error.status });
}
