import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { fetchedAtOf, sessionCached } = await import("./session-cache");

const alice = { org: "demo", accessToken: "token-alice" };
const bob = { org: "demo", accessToken: "token-bob" };
const T0 = 1_800_000_000_000;

describe("sessionCached", () => {
  it("asks the operator once for the same session and resource, also while the first call is on its way", async () => {
    const load = vi.fn(async () => ({ balance: "1.00" }));
    const [first, second] = await Promise.all([
      sessionCached(alice, "balances A", load, { now: T0 }),
      sessionCached(alice, "balances A", load, { now: T0 + 1 }),
    ]);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetchedAtOf(first)).toBeInstanceOf(Date);
  });

  it("never shares an answer between sessions or resources", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    await sessionCached(alice, "balances B", load, { now: T0 });
    await sessionCached(bob, "balances B", load, { now: T0 });
    await sessionCached(alice, "balances C", load, { now: T0 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps a session's answers across a token refresh, and never lends them to another session", async () => {
    const load = vi.fn(async () => ({}));
    await sessionCached({ ...alice, sessionId: "s-1" }, "balances G", load, { now: T0 });
    await sessionCached({ ...alice, accessToken: "refreshed", sessionId: "s-1" }, "balances G", load, {
      now: T0,
    });
    expect(load).toHaveBeenCalledTimes(1);
    await sessionCached({ ...alice, sessionId: "s-2" }, "balances G", load, { now: T0 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks again once the answer is older than PORTAL_CACHE_SECONDS (30 s by default)", async () => {
    const load = vi.fn(async () => ({}));
    await sessionCached(alice, "balances D", load, { now: T0 });
    await sessionCached(alice, "balances D", load, { now: T0 + 29_999 });
    expect(load).toHaveBeenCalledTimes(1);
    await sessionCached(alice, "balances D", load, { now: T0 + 31_000 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("answers a read just past its period at once, while one read behind it fetches the next", async () => {
    let n = 0;
    let answer: (value: object) => void = () => {};
    const load = vi.fn(async () => {
      n += 1;
      if (n === 1) return { n };
      return new Promise<object>((resolve) => (answer = resolve));
    });
    const first = await sessionCached(alice, "balances J", load, { now: T0 });
    expect(await sessionCached(alice, "balances J", load, { now: T0 + 31_000 })).toBe(first);
    expect(await sessionCached(alice, "balances J", load, { now: T0 + 32_000 })).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    answer({ n: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await sessionCached(alice, "balances J", load, { now: T0 + 33_000 })).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for a fresh answer once the last one is more than a period past its end", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    await sessionCached(alice, "balances K", load, { now: T0 });
    expect(await sessionCached(alice, "balances K", load, { now: T0 + 61_000 })).toEqual({ n: 2 });
  });

  it("keeps a stale answer when the read behind it fails, and tries again on the next read", async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce({ n: 1 })
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce({ n: 3 });
    await sessionCached(alice, "balances L", load, { now: T0 });
    expect(await sessionCached(alice, "balances L", load, { now: T0 + 31_000 })).toEqual({ n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await sessionCached(alice, "balances L", load, { now: T0 + 32_000 })).toEqual({ n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).toHaveBeenCalledTimes(3);
    expect(await sessionCached(alice, "balances L", load, { now: T0 + 33_000 })).toEqual({ n: 3 });
  });

  it("counts the 30 s from when a slow answer arrived, not from when it was asked for", async () => {
    const clock = vi.spyOn(performance, "now").mockReturnValue(0);
    try {
      let answer: (value: object) => void = () => {};
      const load = vi.fn(() => new Promise<object>((resolve) => (answer = resolve)));
      const first = sessionCached(alice, "details H", load, { now: T0 });
      clock.mockReturnValue(20_000); // the operator took 20 s
      answer({});
      await first;
      await sessionCached(alice, "details H", load, { now: T0 + 45_000 });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      clock.mockRestore();
    }
  });

  it("does not keep a failure: the next read asks again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce({ ok: 1 });
    await expect(sessionCached(alice, "balances E", load, { now: T0 })).rejects.toThrow("down");
    await expect(sessionCached(alice, "balances E", load, { now: T0 + 1 })).resolves.toEqual({ ok: 1 });
  });

  it("does not keep an answer larger than half of PORTAL_CACHE_MB", async () => {
    const load = vi.fn(async () => ({ records: [] }));
    const weigh = () => 200 * 1024 * 1024;
    await sessionCached(alice, "details F", load, { weigh, now: T0 });
    await Promise.resolve();
    await sessionCached(alice, "details F", load, { weigh, now: T0 + 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is one cache per process, even when the module is loaded twice (pages and route handlers are bundled apart)", async () => {
    const load = vi.fn(async () => ({}));
    await sessionCached(alice, "details I", load, { now: T0 });
    vi.resetModules();
    const again = await import("./session-cache");
    await again.sessionCached(alice, "details I", load, { now: T0 + 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
