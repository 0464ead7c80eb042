/** Where spans go: the standard OpenTelemetry variables, traces-specific first; undefined means tracing is off. */
export function tracesEndpoint(source: Readonly<Record<string, string | undefined>>): string | undefined {
  if (source.OTEL_SDK_DISABLED === "true") return undefined;
  const endpoint = source.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || source.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
    throw new Error(`OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT must be an http(s) URL, not "${endpoint}".`);
  return endpoint;
}
