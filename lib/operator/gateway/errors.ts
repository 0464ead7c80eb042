import { OperatorError } from "@/lib/http";
import type { ErrorWords } from "@/lib/i18n/error-message";

export interface NetworkProblem {
  code: string;
  message: string;
  traceId?: string;
  /** Nothing by that id (a 404): a page says so plainly, with the way back, rather than as a failure. */
  kind?: "notFound";
}

/**
 * An upstream failure in words, with the error's `ref` as trace id; anything else is a bug and
 * rethrown. The CAMARA codes a portal user can meet have clear words (Errors.network, "." written
 * "_"); the rest fall back to the API's own title.
 */
export function networkProblem(error: unknown, t: ErrorWords): NetworkProblem {
  if (!(error instanceof OperatorError)) throw error;
  const body = (error.body && typeof error.body === "object" ? error.body : {}) as Record<string, unknown>;
  const traceId = typeof body.ref === "string" ? body.ref : error.traceId;
  const fallback =
    error.status >= 500 || error.status === 0
      ? t("network.checkFailed")
      : typeof body.title === "string"
        ? body.title
        : error.message;
  const key = `network.${error.code.replaceAll(".", "_")}` as const;
  return {
    code: error.code,
    message: t.has(key as never) ? t(key as never) : fallback,
    traceId,
    ...(error.status === 404 ? { kind: "notFound" as const } : {}),
  };
}
