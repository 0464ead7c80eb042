import "server-only";
import type { NextResponse } from "next/server";
import { authFailureResponse } from "@/lib/auth/route";
import { authorize } from "@/lib/auth/session";
import { apiError, unauthenticated } from "@/lib/errors/api-error";
import type { Problem } from "../errors/problem";
import { billingAuth, type CustomerContext } from "./access";

export const jsonError = (status: number, code: string, message: string, traceId?: string): NextResponse =>
  apiError(status, { code, message, traceId });

/** A failed upstream call as our own answer: 404 stays 404, 4xx keeps its code, the rest is 502. */
export function problemResponse(problem: Problem): NextResponse {
  if (problem.status === 401) return unauthenticated();
  if (problem.status === 403) return jsonError(403, "forbidden", problem.message, problem.traceId);
  if (problem.status === 404) return jsonError(404, "notFound", problem.message, problem.traceId);
  if (problem.status >= 400 && problem.status < 500)
    return jsonError(problem.status, problem.code, problem.message, problem.traceId);
  return jsonError(502, "upstream", `${problem.title}. ${problem.message}`, problem.traceId);
}

/** Route handlers: a signed-in customer, else the 401/403 JSON answer. Never redirects. */
export async function authorizeCustomer(): Promise<
  { ok: true; context: CustomerContext } | { ok: false; response: NextResponse }
> {
  const outcome = await authorize("customer");
  if (!outcome.ok) return { ok: false, response: authFailureResponse(outcome) };
  return { ok: true, context: { user: outcome.session.user, auth: billingAuth(outcome.session) } };
}

export const notFoundResponse = () => jsonError(404, "notFound", "We could not find this item.");
