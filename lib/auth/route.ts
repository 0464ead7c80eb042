import "server-only";
import type { NextResponse } from "next/server";
import { apiError } from "@/lib/errors/api-error";
import type { AuthorizeOutcome } from "./session";

type AuthFailure = Extract<AuthorizeOutcome, { ok: false }>;

/**
 * Turns a failed `authorize()` into the JSON answer of our /api route handlers:
 * `{ error: { code: "unauthenticated" | "forbidden", message } }` with status 401 or 403.
 *
 *   const auth = await authorize("customer");
 *   if (!auth.ok) return authFailureResponse(auth);
 */
export function authFailureResponse(failure: AuthFailure): NextResponse {
  const code = failure.status === 401 ? "unauthenticated" : "forbidden";
  return apiError(failure.status, { code, message: failure.message });
}
