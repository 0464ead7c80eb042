import { createServer } from "node:net";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { upstreamStub } from "./testing/upstream-stub";

vi.mock("server-only", () => ({}));
const { operatorFetch, OperatorError } = await import("./http");
const { log } = await import("./log");

const upstream = upstreamStub();

/** A local port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("operatorFetch on a connection closed before it answered", () => {
  beforeEach(() => {
    upstream.seen = [];
    upstream.dropWith = "close";
    upstream.delayMs = 0;
    upstream.answer = { status: 200, body: "{}" };
  });

  it("sends a GET once more and returns the answer", async () => {
    upstream.drops = 1;
    upstream.answer = { status: 200, body: '{"balance":"1.5"}' };
    const answer = await operatorFetch(`${upstream.base}/balances`);
    expect(answer.status).toBe(200);
    expect(upstream.seen).toHaveLength(2);
  });

  it("sends a GET once more after a reset connection too", async () => {
    upstream.drops = 1;
    upstream.dropWith = "reset";
    const answer = await operatorFetch(`${upstream.base}/balances`);
    expect(answer.status).toBe(200);
    expect(upstream.seen).toHaveLength(2);
  });

  it("keeps one deadline for both tries: a slow drop, then a slow answer, is a timeout", async () => {
    upstream.drops = 1;
    upstream.delayMs = 150;
    const error = await operatorFetch(`${upstream.base}/balances`, { timeoutMs: 250 }).catch(
      (e: unknown) => e,
    );
    expect((error as InstanceType<typeof OperatorError>).code).toBe("timeout");
    expect(upstream.seen).toHaveLength(2);
  });

  it("reports a GET dropped twice as unreachable, after two tries", async () => {
    upstream.drops = 2;
    const error = await operatorFetch(`${upstream.base}/balances`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect((error as InstanceType<typeof OperatorError>).code).toBe("unreachable");
    expect(upstream.seen).toHaveLength(2);
  });

  it("never sends a write twice: a dropped POST is unreachable (uncertain) after one try", async () => {
    upstream.drops = 1;
    const error = await operatorFetch(`${upstream.base}/refunds`, {
      method: "POST",
      json: { amount: "1" },
    }).catch((e: unknown) => e);
    expect((error as InstanceType<typeof OperatorError>).code).toBe("unreachable");
    expect((error as InstanceType<typeof OperatorError>).isUncertain).toBe(true);
    expect(upstream.seen).toHaveLength(1);
  });

  it("logs why a call failed (a refused connection)", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const error = await operatorFetch(`http://127.0.0.1:${await closedPort()}/closed`).catch(
      (e: unknown) => e,
    );
    expect((error as InstanceType<typeof OperatorError>).code).toBe("unreachable");
    expect(warn).toHaveBeenCalledWith("upstream.failed", expect.objectContaining({ cause: "ECONNREFUSED" }));
    warn.mockRestore();
  });
});
