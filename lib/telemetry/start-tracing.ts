import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from "@opentelemetry/semantic-conventions";
import { log } from "@/lib/log";
import { PathOnlyTargets } from "./path-only-targets";

/**
 * OpenTelemetry tracing to `endpoint` (lib/telemetry/traces-endpoint.ts): Next.js's own spans (the
 * request, the render, route handlers), the portal's actions and every call to the operator, exported
 * over OTLP/HTTP in batches.
 */
export function startTracing(endpoint: string, source: NodeJS.ProcessEnv = process.env): NodeTracerProvider {
  // lib/http.ts records every call to the operator; Next.js's own fetch spans would repeat each one,
  // with its query string (dates, phone numbers) in the span's name.
  source.NEXT_OTEL_FETCH_DISABLED ??= "1";
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: source.OTEL_SERVICE_NAME || "telecom-portal",
      [ATTR_SERVICE_VERSION]: source.npm_package_version ?? "0.1.0",
    }),
    // The exporter reads the endpoint, headers and timeout from the OTEL_EXPORTER_OTLP_* variables.
    spanProcessors: [new PathOnlyTargets(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer and an AsyncLocalStorage context per request. Trace context only: a caller's
  // `baggage` header is not passed on to the operator.
  provider.register({ propagator: new W3CTraceContextPropagator() });
  // Best effort: what is queued when the stop is asked for is sent; Next.js then finishes the requests
  // in flight and exits, and the spans of those last requests may be lost.
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => void provider.forceFlush().catch(() => {}));
  log.info("tracing.started", { endpoint });
  return provider;
}
