import { OperatorError } from "@/lib/http";
import { countDegradedSection } from "@/lib/metrics";

/** What a page shows when an upstream call failed: a human message and the trace id, never the raw error. */
export interface Problem {
  status: number;
  code: string;
  title: string;
  message: string;
  traceId?: string;
  /** Which of the usual failures this is; the page words it in its language (Feedback.problem.*). */
  kind?: ProblemKind;
}

type ProblemKind =
  | "internal"
  | "unreachable"
  | "timeout"
  | "session"
  | "forbidden"
  | "notFound"
  | "server"
  | "refused";

export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: Problem };

export function describeProblem(error: unknown): Problem {
  if (!(error instanceof OperatorError)) {
    // A bug on our side; the digest in the server log is the reference.
    console.error("[customer] unexpected error", error);
    return {
      status: 500,
      code: "internal",
      kind: "internal",
      title: "Something went wrong on our side",
      message: "Please try again in a moment.",
    };
  }
  const { status, code, traceId } = error;
  if (status === 0)
    return {
      status,
      code,
      traceId,
      kind: "unreachable",
      title: "We can't reach the billing system",
      message: "Please try again in a moment.",
    };
  if (status === 504 || code === "timeout")
    return {
      status,
      code,
      traceId,
      kind: "timeout",
      title: "The billing system is taking too long",
      message: "Please try again in a moment.",
    };
  if (status === 401)
    return {
      status,
      code,
      traceId,
      kind: "session",
      title: "Your session has ended",
      message: "Please sign in again.",
    };
  if (status === 403)
    return {
      status,
      code,
      traceId,
      kind: "forbidden",
      title: "Not available to you",
      message: "Your account does not give access to this.",
    };
  if (status === 404 || code.endsWith("NotFound"))
    return {
      status: 404,
      code,
      traceId,
      kind: "notFound",
      title: "Not found",
      message: "We could not find this item.",
    };
  if (status >= 500)
    return {
      status,
      code,
      traceId,
      kind: "server",
      title: "The billing system had a problem",
      message: "Your data is safe. Please try again in a moment.",
    };
  return {
    status,
    code,
    traceId,
    kind: "refused",
    title: "The request was not accepted",
    message: error.message,
  };
}

/** Turns a promise into a result that never rejects, so parallel sections fail one by one. */
export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    const problem = describeProblem(error);
    countDegradedSection(problem);
    return { ok: false, problem };
  }
}
