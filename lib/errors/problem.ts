import { OperatorError } from "@/lib/http";
import { countDegradedSection } from "@/lib/metrics";
import { storeUnavailable } from "@/store-kit/unavailable";

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

export type ProblemKind =
  | "internal"
  | "unreachable"
  | "timeout"
  | "session"
  | "forbidden"
  | "notFound"
  | "server"
  | "refused"
  | "storeUnavailable";

export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/** The English words of each failure; pages word them in their own language by kind. */
const WORDS: Record<ProblemKind, { title: string; message: string }> = {
  internal: { title: "Something went wrong on our side", message: "Please try again in a moment." },
  unreachable: { title: "We can't reach the billing system", message: "Please try again in a moment." },
  timeout: { title: "The billing system is taking too long", message: "Please try again in a moment." },
  session: { title: "Your session has ended", message: "Please sign in again." },
  forbidden: { title: "Not available to you", message: "Your account does not give access to this." },
  notFound: { title: "Not found", message: "We could not find this item." },
  server: {
    title: "The billing system had a problem",
    message: "Your data is safe. Please try again in a moment.",
  },
  refused: { title: "The request was not accepted", message: "" },
  storeUnavailable: {
    title: "The portal is temporarily unavailable",
    message: "Its own records cannot be reached just now. Please try again in a few seconds.",
  },
};

/** Another customer's item, or one that does not exist: the two read alike. */
export const notFoundProblem = (): Problem => ({
  status: 404,
  code: "notFound",
  kind: "notFound",
  ...WORDS.notFound,
});

function kindOf({ status, code }: OperatorError): ProblemKind {
  if (status === 0) return "unreachable";
  if (status === 504 || code === "timeout") return "timeout";
  if (status === 401) return "session";
  if (status === 403) return "forbidden";
  if (status === 404 || code.endsWith("NotFound")) return "notFound";
  return status >= 500 ? "server" : "refused";
}

export function describeProblem(error: unknown): Problem {
  if (storeUnavailable(error))
    return { status: 503, code: "storeUnavailable", kind: "storeUnavailable", ...WORDS.storeUnavailable };
  if (!(error instanceof OperatorError)) {
    // A bug on our side; the digest in the server log is the reference.
    console.error("[customer] unexpected error", error);
    return { status: 500, code: "internal", kind: "internal", ...WORDS.internal };
  }
  const kind = kindOf(error);
  const { code, traceId } = error;
  return {
    status: kind === "notFound" ? 404 : error.status,
    code,
    traceId,
    kind,
    title: WORDS[kind].title,
    // A refusal's own words say what to change (the operator's message for its code).
    message: kind === "refused" ? error.message : WORDS[kind].message,
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
