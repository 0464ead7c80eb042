import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { traceIdOf as traceIdOfParent } from "../../contract/trace-context";

/** Billing-style error body: `{ error, message, trace_id }` (billing seed 2.1). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const newTraceId = () => randomUUID().replaceAll("-", "");

export function traceIdOf(c: Context): string {
  const existing = c.get("traceId");
  if (existing) return existing;
  // The caller's W3C trace when it sent one (the portal does), so both sides log the same id.
  const traceId = traceIdOfParent(c.req.header("traceparent")) ?? newTraceId();
  c.set("traceId", traceId);
  return traceId;
}

export function errorBody(c: Context, code: string, message: string) {
  return { error: code, message, trace_id: traceIdOf(c) };
}
