import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/env", () => ({ env: { PORTAL_CACHE_SECONDS: 0 } }));
const { sessionCached } = await import("./session-cache");

const alice = { org: "demo", accessToken: "token-alice" };

describe("sessionCached with the cache off (PORTAL_CACHE_SECONDS=0)", () => {
  it("shares one call among identical reads made while it is on its way", async () => {
    const load = vi.fn(async () => ({ balance: "1.00" }));
    const [first, second] = await Promise.all([
      sessionCached(alice, "balances A", load),
      sessionCached(alice, "balances A", load),
    ]);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing once it arrived: the next read asks again, and a failure is not shared later", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    await sessionCached(alice, "balances B", load);
    await sessionCached(alice, "balances B", load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = vi.fn().mockRejectedValueOnce(new Error("502")).mockResolvedValue({ ok: true });
    await expect(sessionCached(alice, "balances C", failing)).rejects.toThrow("502");
    await expect(sessionCached(alice, "balances C", failing)).resolves.toEqual({ ok: true });
  });

  it("never shares a read between sessions", async () => {
    const load = vi.fn(async () => ({}));
    await Promise.all([
      sessionCached(alice, "balances D", load),
      sessionCached({ ...alice, accessToken: "token-bob" }, "balances D", load),
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
