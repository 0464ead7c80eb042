/**
 * W3C trace context (https://www.w3.org/TR/trace-context/): one trace id per incoming request, set by
 * proxy.ts when the caller sent none, carried to every upstream call as `traceparent` and the
 * operator's `x-correlator`, shown in error panels and written in logs. Web Crypto only: runs in proxy.ts.
 */
export const TRACEPARENT_HEADER = "traceparent";
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ZERO_TRACE = "0".repeat(32);

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The trace id of a `traceparent` value, or undefined when it is not a valid version-00 header. */
export function traceIdOf(traceparent: string | null | undefined): string | undefined {
  const traceId = TRACEPARENT.exec(traceparent ?? "")?.[1];
  return traceId && traceId !== ZERO_TRACE ? traceId : undefined;
}

export const newTraceId = () => hex(16);

/** A `traceparent` for a new span (a fresh parent id) in the given trace, sampled. */
export const traceparentFor = (traceId: string) => `00-${traceId}-${hex(8)}-01`;
