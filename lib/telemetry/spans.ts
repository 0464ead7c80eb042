import {
  type Attributes,
  context,
  isSpanContextValid,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import { unstable_rethrow } from "next/navigation";

// Without a registered provider (lib/telemetry/start-tracing.ts) this tracer is OpenTelemetry's no-op one.
const tracer = trace.getTracer("telecom-portal");

export { SpanKind };

/** `work` inside a new active span, ended when it settles; a throw is recorded and marks the span failed. */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      // redirect() and notFound() end an action or a render the way they should: not a failure.
      unstable_rethrow(error);
      if (error instanceof Error) span.recordException(error);
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.name : undefined,
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace id of the span being recorded; undefined when tracing is off. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** Writes the active span's `traceparent` (and `tracestate`) into `headers`. */
export function injectTraceContext(headers: Headers) {
  propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

interface Failure {
  code?: string;
  status?: number;
}

/** What a refused or failed action said: `{ ok: false, error: { code, status } }` or `{ ok: false, status }`. */
function failureOf(result: unknown): Failure | undefined {
  if (typeof result !== "object" || result === null || (result as { ok?: unknown }).ok !== false)
    return undefined;
  const { error, status } = result as { error?: Failure; status?: number };
  return { code: error?.code, status: error?.status ?? status };
}

/**
 * A server action in a span of its own (`action <name>`). A refusal (a rule, a 4xx) is recorded on the
 * span as its code and status; no answer from the operator (0), its failure (5xx) or a throw also
 * marks the span failed.
 */
export function traced<A extends unknown[], R>(
  name: string,
  action: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) =>
    inSpan(`action ${name}`, { attributes: { "portal.action": name } }, async (span) => {
      const result = await action(...args);
      const failure = failureOf(result);
      if (failure) {
        const { code, status } = failure;
        span.setAttributes({ "portal.action.error_code": code, "portal.action.status": status });
        // No answer (0) or the operator's failure (5xx); a refusal by a rule carries a 4xx or no status.
        if (status !== undefined && (status === 0 || status >= 500))
          span.setStatus({ code: SpanStatusCode.ERROR, message: code });
      }
      return result;
    });
}
