import { describe, expect, it } from "vitest";
import { newTraceId, traceIdOf, traceparentFor } from "./trace-context";

describe("trace context", () => {
  it("makes traceparent headers that read back to the same trace", () => {
    const traceId = newTraceId();
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const header = traceparentFor(traceId);
    expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(traceIdOf(header)).toBe(traceId);
    expect(traceparentFor(traceId)).not.toBe(header); // a new span each time
  });

  it("refuses malformed, all-zero or other-version headers", () => {
    for (const bad of [
      undefined,
      null,
      "",
      "00-abc-def-01",
      `00-${"0".repeat(32)}-${"1".repeat(16)}-01`,
      `01-${"a".repeat(32)}-${"1".repeat(16)}-01`,
      `00-${"A".repeat(32)}-${"1".repeat(16)}-01`,
      `00-${"a".repeat(32)}-${"1".repeat(16)}-01-extra`,
    ])
      expect(traceIdOf(bad)).toBeUndefined();
  });
});
