import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from "@opentelemetry/semantic-conventions";
import { log } from "@/lib/log";

/** Where spans go: the standard OpenTelemetry variables, traces-specific first. */
export function tracesEndpoint(source: Readonly<Record<string, string | undefined>>): string | undefined {
  if (source.OTEL_SDK_DISABLED === "true") return undefined;
  const endpoint = source.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || source.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
    throw new Error(`OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT must be an http(s) URL, not "${endpoint}".`);
  return endpoint;
}

/**
 * OpenTelemetry tracing, on when an OTLP endpoint is configured: Next.js's own spans (the request, the
 * render, route handlers), the portal's actions and every call to the operator, exported over OTLP/HTTP
 * in batches. Off, nothing is registered, and no span costs anything but a no-op call.
 */
export function startTracing(source: NodeJS.ProcessEnv = process.env): NodeTracerProvider | undefined {
  const endpoint = tracesEndpoint(source);
  if (!endpoint) return undefined;
  // lib/http.ts records every call to the operator; Next.js's own fetch spans would repeat each one,
  // with its query string (dates, phone numbers) in the span's name.
  process.env.NEXT_OTEL_FETCH_DISABLED ??= "1";
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: source.OTEL_SERVICE_NAME || "telecom-portal",
      [ATTR_SERVICE_VERSION]: source.npm_package_version ?? "0.1.0",
    }),
    // The exporter reads the endpoint, headers and timeout from the OTEL_EXPORTER_OTLP_* variables.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer, W3C trace-context propagation and an AsyncLocalStorage context per request.
  provider.register();
  // Spans still queued when the server is told to stop are sent before it exits.
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => void provider.forceFlush().catch(() => {}));
  log.info("tracing.started", { endpoint });
  return provider;
}
