import { describe, expect, it } from "vitest";
import { api } from "./client";

describe("W3C trace context", () => {
  it("answers with the caller's trace id when a valid traceparent came with the request", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const response = await api("/billing/v1/nowhere", {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.headers.get("x-trace-id")).toBe(traceId);
    expect(await response.json()).toMatchObject({ trace_id: traceId });
  });

  it("makes its own trace id for a malformed or all-zero traceparent", async () => {
    for (const traceparent of ["garbage", `00-${"0".repeat(32)}-00f067aa0ba902b7-01`]) {
      const response = await api("/billing/v1/nowhere", { headers: { traceparent } });
      const traceId = response.headers.get("x-trace-id");
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(traceId).not.toBe("0".repeat(32));
    }
  });
});
