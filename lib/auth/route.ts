import "server-only";
import { NextResponse } from "next/server";
import type { AuthorizeOutcome } from "./session";

type AuthFailure = Extract<AuthorizeOutcome, { ok: false }>;

/**
 * Turns a failed `authorize()` into the JSON answer of our /api route handlers:
 * `{ error: "unauthorized" | "forbidden", message }` with status 401 or 403.
 *
 *   const auth = await authorize("customer");
 *   if (!auth.ok) return authFailureResponse(auth);
 */
export function authFailureResponse(failure: AuthFailure): NextResponse {
  return NextResponse.json(
    { error: failure.status === 401 ? "unauthorized" : "forbidden", message: failure.message },
    { status: failure.status, headers: { "cache-control": "no-store" } },
  );
}
