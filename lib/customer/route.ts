import "server-only";
import type { NextResponse } from "next/server";
import { authFailureResponse } from "@/lib/auth/route";
import { authorize } from "@/lib/auth/session";
import { apiError, unauthenticated } from "@/lib/errors/api-error";
import type { Problem } from "../errors/problem";
import { billingAuth, type CustomerContext } from "./access";

/** A failed upstream call as our own answer: 404 stays 404, 4xx keeps its code, the rest is 502. */
export function problemResponse(problem: Problem): NextResponse {
  if (problem.status === 401) return unauthenticated();
  const { message, traceId } = problem;
  if (problem.status === 403) return apiError(403, { code: "forbidden", message, traceId });
  if (problem.status === 404) return apiError(404, { code: "notFound", message, traceId });
  if (problem.status >= 400 && problem.status < 500)
    return apiError(problem.status, { code: problem.code, message, traceId });
  return apiError(502, { code: "upstream", message: `${problem.title}. ${message}`, traceId });
}

/** Route handlers: a signed-in customer, else the 401/403 JSON answer. Never redirects. */
export async function authorizeCustomer(): Promise<
  { ok: true; context: CustomerContext } | { ok: false; response: NextResponse }
> {
  const outcome = await authorize("customer");
  if (!outcome.ok) return { ok: false, response: authFailureResponse(outcome) };
  return { ok: true, context: { user: outcome.session.user, auth: billingAuth(outcome.session) } };
}

export const notFoundResponse = () =>
  apiError(404, { code: "notFound", message: "We could not find this item." });
