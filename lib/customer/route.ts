import "server-only";
import type { NextResponse } from "next/server";
import { getTranslations } from "next-intl/server";
import { authFailureResponse } from "@/lib/auth/route";
import { authorize } from "@/lib/auth/session";
import { unauthenticated } from "@/lib/errors/api-error";
import { downloadProblem } from "@/lib/errors/download-problem";
import { problemWords } from "@/lib/errors/problem-words";
import type { Problem } from "../errors/problem";
import { billingAuth, type CustomerContext } from "./access";

/** A refusal keeps its own words (the operator's, or ours for its code); the usual failures are worded here. */
async function wordsOf(problem: Problem): Promise<string> {
  const { title, message } = problemWords(await getTranslations("Feedback.problem"), problem);
  return problem.kind && problem.kind !== "refused" ? `${title}. ${message}` : message;
}

/**
 * A failed read as a customer route's answer, in the reader's language: 404 stays 404, 4xx keeps its
 * code, the rest is 502; plain text where a person opened the link (see `downloadProblem`).
 */
export async function problemResponse(request: Request, problem: Problem): Promise<Response> {
  if (problem.status === 401) return unauthenticated();
  const { status } = problem;
  const error = { message: await wordsOf(problem), traceId: problem.traceId };
  if (status === 403) return downloadProblem(request, 403, { code: "forbidden", ...error });
  if (status === 404) return downloadProblem(request, 404, { code: "notFound", ...error });
  if (status >= 400 && status < 500)
    return downloadProblem(request, status, { code: problem.code, ...error });
  return downloadProblem(request, 502, { code: "upstream", ...error });
}

/** Route handlers: a signed-in customer, else the 401/403 JSON answer. Never redirects. */
export async function authorizeCustomer(): Promise<
  { ok: true; context: CustomerContext } | { ok: false; response: NextResponse }
> {
  const outcome = await authorize("customer");
  if (!outcome.ok) return { ok: false, response: authFailureResponse(outcome) };
  return { ok: true, context: { user: outcome.session.user, auth: billingAuth(outcome.session) } };
}
