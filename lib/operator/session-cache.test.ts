import { afterAll, describe, expect, it, vi } from "vitest";
import type { OperatorCaller } from "./caller";

vi.mock("server-only", () => ({}));
const { fetchedAtOf, sessionCached, sessionHeld } = await import("./session-cache");

const alice = { org: "demo", accessToken: "token-alice" };
const bob = { org: "demo", accessToken: "token-bob" };
const T0 = 1_800_000_000_000;

/** The cache's clock (lru-cache reads performance.now), moved by hand: no test waits for time to pass. */
const clock = vi.spyOn(performance, "now");
afterAll(() => clock.mockRestore());
const moveClockTo = (ms: number) => clock.mockReturnValue(T0 + ms);

/** A read made `ms` after T0. */
function readAt<T extends object>(
  ms: number,
  caller: OperatorCaller,
  resource: string,
  load: () => Promise<T>,
  options?: { weigh?: (value: T) => number },
  read = sessionCached,
): Promise<T> {
  moveClockTo(ms);
  return read(caller, resource, load, options);
}

describe("sessionCached", () => {
  it("asks the operator once for the same session and resource, also while the first call is on its way", async () => {
    const load = vi.fn(async () => ({ balance: "1.00" }));
    const [first, second] = await Promise.all([
      readAt(0, alice, "balances A", load),
      readAt(1, alice, "balances A", load),
    ]);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetchedAtOf(first)).toBeInstanceOf(Date);
  });

  it("never shares an answer between sessions or resources", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    await readAt(0, alice, "balances B", load);
    await readAt(0, bob, "balances B", load);
    await readAt(0, alice, "balances C", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps a session's answers across a token refresh, and never lends them to another session", async () => {
    const load = vi.fn(async () => ({}));
    await readAt(0, { ...alice, sessionId: "s-1" }, "balances G", load);
    await readAt(0, { ...alice, accessToken: "refreshed", sessionId: "s-1" }, "balances G", load);
    expect(load).toHaveBeenCalledTimes(1);
    await readAt(0, { ...alice, sessionId: "s-2" }, "balances G", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks again once the answer is older than PORTAL_CACHE_SECONDS (30 s by default)", async () => {
    const load = vi.fn(async () => ({}));
    await readAt(0, alice, "balances D", load);
    await readAt(29_999, alice, "balances D", load);
    expect(load).toHaveBeenCalledTimes(1);
    await readAt(31_000, alice, "balances D", load);
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
    const first = await readAt(0, alice, "balances J", load);
    expect(await readAt(31_000, alice, "balances J", load)).toBe(first);
    expect(await readAt(32_000, alice, "balances J", load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    answer({ n: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await readAt(33_000, alice, "balances J", load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for a fresh answer once the last one is more than a period past its end", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    await readAt(0, alice, "balances K", load);
    expect(await readAt(61_000, alice, "balances K", load)).toEqual({ n: 2 });
  });

  it("keeps a stale answer when the read behind it fails, and tries again on the next read", async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce({ n: 1 })
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce({ n: 3 });
    await readAt(0, alice, "balances L", load);
    expect(await readAt(31_000, alice, "balances L", load)).toEqual({ n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await readAt(32_000, alice, "balances L", load)).toEqual({ n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).toHaveBeenCalledTimes(3);
    expect(await readAt(33_000, alice, "balances L", load)).toEqual({ n: 3 });
  });

  it("counts the 30 s from when a slow answer arrived, not from when it was asked for", async () => {
    let answer: (value: object) => void = () => {};
    const load = vi.fn(() => new Promise<object>((resolve) => (answer = resolve)));
    const first = readAt(0, alice, "details H", load);
    moveClockTo(20_000); // the operator took 20 s
    answer({});
    await first;
    await readAt(45_000, alice, "details H", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failure: the next read asks again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce({ ok: 1 });
    await expect(readAt(0, alice, "balances E", load)).rejects.toThrow("down");
    await expect(readAt(1, alice, "balances E", load)).resolves.toEqual({ ok: 1 });
  });

  it("does not keep an answer larger than half of PORTAL_CACHE_MB", async () => {
    const load = vi.fn(async () => ({ records: [] }));
    const weigh = () => 200 * 1024 * 1024;
    await readAt(0, alice, "details F", load, { weigh });
    await Promise.resolve();
    await readAt(1, alice, "details F", load, { weigh });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("item 3: when the answers outgrow PORTAL_CACHE_MB (256), the least recently used one goes first", async () => {
    const load = vi.fn(async () => ({}));
    const weigh = () => 100 * 1024 * 1024;
    await readAt(0, alice, "details M1", load, { weigh });
    await readAt(0, alice, "details M2", load, { weigh });
    await readAt(1, alice, "details M1", load, { weigh }); // M2 is now the least recently used
    await readAt(2, alice, "details M3", load, { weigh }); // 300 MB: one must go
    expect(load).toHaveBeenCalledTimes(3);
    await readAt(3, alice, "details M1", load, { weigh });
    await readAt(3, alice, "details M3", load, { weigh });
    expect(load).toHaveBeenCalledTimes(3);
    await readAt(4, alice, "details M2", load, { weigh });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("item 3: keeps an answer of exactly half of PORTAL_CACHE_MB, not one a byte larger", async () => {
    const load = vi.fn(async () => ({}));
    const half = 128 * 1024 * 1024;
    await readAt(0, alice, "details O1", load, { weigh: () => half });
    await readAt(1, alice, "details O1", load, { weigh: () => half });
    expect(load).toHaveBeenCalledTimes(1);
    await readAt(0, alice, "details O2", load, { weigh: () => half + 1 });
    await readAt(1, alice, "details O2", load, { weigh: () => half + 1 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("item 3: sessionHeld joins an answer held or on its way, and has none when nothing is or it is too old", async () => {
    let answer: (value: object) => void = () => {};
    const load = vi.fn(() => new Promise<object>((resolve) => (answer = resolve)));
    moveClockTo(0);
    expect(sessionHeld(alice, "details N", load)).toBeUndefined();
    const first = readAt(0, alice, "details N", load);
    const onItsWay = sessionHeld(alice, "details N", load);
    answer({ n: 1 });
    expect(await onItsWay).toBe(await first);
    moveClockTo(59_999); // stale, but less than one more period: served, and one read fetches the next
    expect(await sessionHeld(alice, "details N", load)).toEqual({ n: 1 });
    moveClockTo(60_000);
    expect(sessionHeld(alice, "details N", load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("item 3: a read on its way still answers its callers when the cache evicts it meanwhile", async () => {
    let answer: (value: object) => void = () => {};
    const slow = vi
      .fn<() => Promise<object>>()
      .mockImplementationOnce(() => new Promise<object>((resolve) => (answer = resolve)))
      .mockImplementation(async () => ({ n: 2 }));
    const pending = readAt(0, bob, "balances P", slow);
    const weigh = () => 100 * 1024 * 1024;
    const large = vi.fn(async () => ({}));
    for (const resource of ["details P1", "details P2", "details P3"])
      await readAt(1, bob, resource, large, { weigh }); // 300 MB: everything older goes
    answer({ n: 1 });
    await expect(pending).resolves.toEqual({ n: 1 });
    await readAt(2, bob, "balances P", slow);
    expect(slow).toHaveBeenCalledTimes(2); // it was evicted, so it was not kept
  });

  it("is one cache per process, even when the module is loaded twice (pages and route handlers are bundled apart)", async () => {
    const load = vi.fn(async () => ({}));
    await readAt(0, alice, "details I", load);
    vi.resetModules();
    const again = await import("./session-cache");
    await readAt(1, alice, "details I", load, undefined, again.sessionCached);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
