import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { operatorFetch, OperatorError } = await import("./http");

let seen: IncomingHttpHeaders[] = [];
let answer = { status: 200, body: "{}" };
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("operatorFetch trace context", () => {
  it("sends a W3C traceparent and the same trace id as x-correlator", async () => {
    seen = [];
    answer = { status: 200, body: "{}" };
    await operatorFetch(`${base}/a`);
    await operatorFetch(`${base}/b`);
    const [first, second] = seen;
    const parts = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(first?.traceparent));
    expect(parts).not.toBeNull();
    expect(first?.["x-correlator"]).toBe(parts?.[1]);
    expect(second?.traceparent).not.toBe(first?.traceparent);
  });

  it("gives a failure without an upstream trace id the trace it sent, for the error panel", async () => {
    seen = [];
    answer = { status: 503, body: "" };
    const error = await operatorFetch(`${base}/down`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect((error as InstanceType<typeof OperatorError>).traceId).toBe(seen[0]?.["x-correlator"]);
  });

  it("keeps the operator's own trace id when it gives one", async () => {
    answer = {
      status: 500,
      body: JSON.stringify({ error: "internalError", message: "x", trace_id: "upstream-1" }),
    };
    const error = await operatorFetch(`${base}/err`).catch((e: unknown) => e);
    expect((error as InstanceType<typeof OperatorError>).traceId).toBe("upstream-1");
  });
});
