import "server-only";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
} from "@opentelemetry/semantic-conventions";
import type { z } from "zod";
import { parseDecimalJson, stringifyDecimalJson } from "@/contract/decimal-json";
import { newTraceId, TRACEPARENT_HEADER, traceIdOf, traceparentFor } from "@/contract/trace-context";
import { env } from "./env";
import { log } from "./log";
import { activeTraceId, injectTraceContext, inSpan, SpanKind } from "./telemetry/spans";

/** An upstream answer other than success, or no answer at all (status 0 for network errors, 504 for timeouts). */
export class OperatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly traceId?: string,
    /** The parsed error body, for callers that show API-specific details (field issues, CSV rows). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "OperatorError";
  }

  /**
   * No answer, a timeout or any 5xx: a write may or may not have happened (a 500 or 503 can come
   * after the write took effect), so it is looked up before it is reported either way.
   */
  get isUncertain(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function parseOperatorJson(text: string): unknown {
  return text ? parseDecimalJson(text) : undefined;
}

export interface OperatorRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  query?: Record<string, string | undefined>;
  json?: unknown;
  body?: BodyInit;
  timeoutMs?: number;
  /** A deadline of the caller's (one for several calls), on top of this call's own timeout. */
  signal?: AbortSignal;
}

export interface OperatorResponse {
  status: number;
  headers: Headers;
  data: unknown;
  traceId?: string;
}

/** The trace of the request being served (set by proxy.ts), or a new one outside a request. */
async function currentTraceId(): Promise<string> {
  try {
    const { headers } = await import("next/headers");
    return traceIdOf((await headers()).get(TRACEPARENT_HEADER)) ?? newTraceId();
  } catch {
    return newTraceId(); // not inside a request (a script, a test)
  }
}

/**
 * The one way the portal calls the operator: timeout on every call, lossless JSON, typed errors, and
 * the request's trace carried upstream (`traceparent`, and `x-correlator` for the operator's APIs).
 */
export async function operatorFetch(url: string, request: OperatorRequest = {}): Promise<OperatorResponse> {
  const target = new URL(url);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== "") target.searchParams.set(key, value);
  }
  const method = request.method ?? "GET";
  // A client span per call (semantic conventions: named by the method; the query stays out of it).
  return inSpan(
    method,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: method,
        [ATTR_URL_SCHEME]: target.protocol.slice(0, -1),
        [ATTR_SERVER_ADDRESS]: target.hostname,
        [ATTR_SERVER_PORT]: Number(target.port) || (target.protocol === "https:" ? 443 : 80),
        [ATTR_URL_PATH]: target.pathname,
      },
    },
    async (span) => {
      try {
        const answer = await callOperator(target, method, request);
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, answer.status);
        return answer;
      } catch (error) {
        if (error instanceof OperatorError) {
          // A timeout is reported as 504 but nothing answered: its status is not the operator's.
          const answered = error.status !== 0 && error.code !== "timeout";
          if (answered) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, error.status);
          span.setAttribute(ATTR_ERROR_TYPE, answered ? String(error.status) : error.code);
        }
        throw error;
      }
    },
  );
}

async function callOperator(
  target: URL,
  method: NonNullable<OperatorRequest["method"]>,
  request: OperatorRequest,
): Promise<OperatorResponse> {
  // Traced, the call carries its span as parent; untraced, a fresh span id in the request's trace.
  const tracedId = activeTraceId();
  const traceId = tracedId ?? (await currentTraceId());
  const headers = new Headers(request.headers);
  let body = request.body;
  if (request.json !== undefined) {
    headers.set("content-type", "application/json");
    body = stringifyDecimalJson(request.json);
  }
  headers.set("accept", "application/json");
  if (tracedId) injectTraceContext(headers);
  else headers.set(TRACEPARENT_HEADER, traceparentFor(traceId));
  headers.set("x-correlator", traceId);
  const started = performance.now();
  const timeout = AbortSignal.timeout(request.timeoutMs ?? env.OPERATOR_TIMEOUT_MS);

  let response: Response;
  try {
    response = await fetchRetryingStaleConnection(target, {
      method,
      headers,
      body,
      cache: "no-store",
      signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
    });
  } catch (error) {
    const isTimeout =
      (error instanceof Error && error.name === "TimeoutError") || Boolean(request.signal?.aborted);
    log.warn("upstream.failed", {
      method,
      path: target.pathname,
      reason: isTimeout ? "timeout" : "unreachable",
      cause: causeCode(error),
      ms: Math.round(performance.now() - started),
      trace_id: traceId,
    });
    throw new OperatorError(
      isTimeout ? 504 : 0,
      isTimeout ? "timeout" : "unreachable",
      isTimeout
        ? "The operator's system did not answer in time."
        : "The operator's system could not be reached.",
      traceId,
    );
  }

  const text = await response.text();
  let data: unknown;
  try {
    data = parseOperatorJson(text);
  } catch {
    data = text;
  }
  const record = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const upstreamTraceId = stringOrUndefined(record.trace_id) ?? response.headers.get("x-trace-id") ?? traceId;

  if (!response.ok) {
    if (response.status >= 500)
      log.warn("upstream.failed", {
        method,
        path: target.pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
        trace_id: traceId,
        upstream_trace_id: upstreamTraceId,
      });
    throw new OperatorError(
      response.status,
      stringOrUndefined(record.error) ?? stringOrUndefined(record.code) ?? `http${response.status}`,
      stringOrUndefined(record.message) ??
        stringOrUndefined(record.msg) ??
        `The operator answered ${response.status}.`,
      upstreamTraceId,
      data,
    );
  }
  return { status: response.status, headers: response.headers, data, traceId: upstreamTraceId };
}

/** Socket errors of a connection that closed before it answered: a kept-alive one the server had just dropped. */
const STALE_CONNECTION_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

const causeCode = (error: unknown): string | undefined => {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : undefined;
};

/**
 * A GET whose connection was closed under it before any answer (most often a pooled one the server
 * had just dropped as idle) is sent once more, on a new connection, within the same deadline: a GET
 * changes nothing upstream. A write is never sent twice.
 */
async function fetchRetryingStaleConnection(target: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(target, init);
  } catch (error) {
    const cause = causeCode(error);
    if (init.method !== "GET" || !STALE_CONNECTION_CODES.has(cause ?? "") || init.signal?.aborted)
      throw error;
    log.info("upstream.retried", { method: init.method, path: target.pathname, cause });
    return fetch(target, init);
  }
}

/** Calls the operator and parses the answer with a zod schema; a shape mismatch is a bug, not a user error. */
export async function operatorJson<T extends z.ZodType>(
  schema: T,
  url: string,
  request?: OperatorRequest,
): Promise<z.infer<T>> {
  const { data, traceId } = await operatorFetch(url, request);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new OperatorError(
      502,
      "unexpectedResponse",
      `The operator answered in an unexpected shape (${url}).`,
      traceId,
    );
  }
  return parsed.data;
}

const stringOrUndefined = (value: unknown) => (typeof value === "string" && value ? value : undefined);
