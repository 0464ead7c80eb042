// Runs once when the portal's server starts: a wrong base URL or credential stops it right away,
// with a message naming the variable, instead of failing on the first request. Tracing starts here
// too, when an OTLP endpoint is configured, so that Next.js's own spans are recorded from the start.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./lib/env");
  const { tracesEndpoint } = await import("./lib/telemetry/traces-endpoint");
  const endpoint = tracesEndpoint(process.env);
  if (endpoint) (await import("./lib/telemetry/start-tracing")).startTracing(endpoint);
}
