import { NextResponse } from "next/server";

/**
 * The one error body of every /api/* route handler (and of proxy.ts for /api/* requests):
 * `{ ok: false, error: { code, message, traceId? } }`, never cached. Route-specific details (field errors,
 * CSV issues, the upstream answer) go inside `error`. 401 is always `unauthenticated`, 403 `forbidden`.
 */
export interface ApiError {
  code: string;
  message: string;
  traceId?: string;
}

const NO_STORE = { "cache-control": "no-store" };

export function apiError<E extends ApiError>(status: number, error: E): NextResponse {
  const { traceId, ...rest } = error;
  return NextResponse.json(
    { ok: false, error: { ...rest, ...(traceId ? { traceId } : {}) } },
    { status, headers: NO_STORE },
  );
}

export const unauthenticated = () =>
  apiError(401, { code: "unauthenticated", message: "Your session has ended. Please sign in again." });
