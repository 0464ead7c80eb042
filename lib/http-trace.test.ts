import { describe, expect, it, vi } from "vitest";
import { upstreamStub } from "./testing/upstream-stub";

vi.mock("server-only", () => ({}));
const { operatorFetch, OperatorError } = await import("./http");

const upstream = upstreamStub();

describe("operatorFetch trace context", () => {
  it("sends a W3C traceparent and the same trace id as x-correlator", async () => {
    upstream.seen = [];
    upstream.answer = { status: 200, body: "{}" };
    await operatorFetch(`${upstream.base}/a`);
    await operatorFetch(`${upstream.base}/b`);
    const [first, second] = upstream.seen;
    const parts = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(first?.traceparent));
    expect(parts).not.toBeNull();
    expect(first?.["x-correlator"]).toBe(parts?.[1]);
    expect(second?.traceparent).not.toBe(first?.traceparent);
  });

  it("gives a failure without an upstream trace id the trace it sent, for the error panel", async () => {
    upstream.seen = [];
    upstream.answer = { status: 503, body: "" };
    const error = await operatorFetch(`${upstream.base}/down`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect((error as InstanceType<typeof OperatorError>).traceId).toBe(upstream.seen[0]?.["x-correlator"]);
  });

  it("keeps the operator's own trace id when it gives one", async () => {
    upstream.answer = {
      status: 500,
      body: JSON.stringify({ error: "internalError", message: "x", trace_id: "upstream-1" }),
    };
    const error = await operatorFetch(`${upstream.base}/err`).catch((e: unknown) => e);
    expect((error as InstanceType<typeof OperatorError>).traceId).toBe("upstream-1");
  });
});
