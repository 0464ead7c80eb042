import { randomUUID } from "node:crypto";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { createRedisCoordinator } = await import("./shared-refresh");
type Outcome = Awaited<ReturnType<Parameters<ReturnType<typeof createRedisCoordinator>["run"]>[1]>>;

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const SECRET = "test-secret-0123456789abcdef0123456789abcdef";
// Redis runs on every machine, CI included: an unreachable one fails here instead of skipping.
await new Promise<void>((resolve, reject) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
  socket.on("connect", () => {
    socket.end();
    resolve();
  });
  socket.on("error", (error) =>
    reject(new Error(`Redis is not reachable at ${REDIS_URL}: ${error.message}`)),
  );
});

const session = (refreshToken: string) => ({
  user: {
    id: "u-bob",
    name: "Bob",
    username: "bob",
    org: "demo",
    roles: ["customer" as const],
    subscriptions: [],
    accounts: [],
  },
  accessToken: `access-after-${refreshToken}`,
  refreshToken: `next-${refreshToken}`,
  accessTokenExpires: Date.now() + 300_000,
  refreshAt: Date.now() + 270_000,
  sid: "s-shared",
  sessionExpires: Date.now() + 3_600_000,
});

describe("refresh coordination across portal instances (Redis)", () => {
  it("refreshes once when many requests on several instances cross the expiry together", async () => {
    const instances = [createRedisCoordinator(REDIS_URL, SECRET), createRedisCoordinator(REDIS_URL, SECRET)];
    const token = `rt-${randomUUID()}`;
    const rotated = session(token);
    let upstreamCalls = 0;
    const refresh = async (): Promise<Outcome> => {
      upstreamCalls += 1;
      await sleep(300);
      return { ok: true, token: rotated };
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]?.run(token, refresh)),
    );
    expect(upstreamCalls).toBe(1);
    for (const outcome of outcomes) expect(outcome).toEqual({ ok: true, token: rotated });
  });

  it("shares a refusal, but lets a transient failure be tried again", async () => {
    const [a, b] = [createRedisCoordinator(REDIS_URL, SECRET), createRedisCoordinator(REDIS_URL, SECRET)];
    const refused = `rt-${randomUUID()}`;
    await a.run(refused, async () => ({ ok: false, reason: "ended" }));
    const never = vi.fn();
    expect(await b.run(refused, never)).toEqual({ ok: false, reason: "ended" });
    expect(never).not.toHaveBeenCalled();

    const flaky = `rt-${randomUUID()}`;
    await a.run(flaky, async () => ({ ok: false, reason: "unavailable" }));
    expect(await b.run(flaky, async () => ({ ok: true, token: session(flaky) }))).toMatchObject({ ok: true });
  });
});

describe("refresh coordination when Redis is down", () => {
  it("refreshes in the instance itself rather than failing the request", async () => {
    const coordinator = createRedisCoordinator("redis://127.0.0.1:1", SECRET);
    const outcome = await coordinator.run("rt-offline", async () => ({
      ok: true,
      token: session("offline"),
    }));
    expect(outcome).toMatchObject({ ok: true });
  });
});
