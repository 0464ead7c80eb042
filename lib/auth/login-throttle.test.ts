import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { createLoginThrottle, LOGIN_LIMITS, pauseAfter } = await import("./login-throttle");

// Redis runs on every machine this project is tested on (CI included).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const fresh = () => `user-${randomUUID()}`;
const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
const stranger = (username: string, from = address()) => ({ username, address: from, isKnownDevice: false });

describe("the pause of a username", () => {
  it("is none within the free failures, then 1 s doubling up to 5 minutes", () => {
    const { free, maxPauseSeconds } = LOGIN_LIMITS.perUsername;
    expect(pauseAfter(free)).toBe(0);
    expect(pauseAfter(free + 1)).toBe(1);
    expect(pauseAfter(free + 2)).toBe(2);
    expect(pauseAfter(free + 9)).toBe(256);
    expect(pauseAfter(free + 10)).toBe(maxPauseSeconds);
    expect(pauseAfter(10_000)).toBe(maxPauseSeconds);
  });
});

describe.each([
  ["in memory", undefined],
  ["over Redis", REDIS_URL],
])("login throttle (%s)", (_kind, redisUrl) => {
  it("holds one username from one address after its wrong passwords, exactly at the limit, and says how long", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const attempt = stranger(fresh());
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress; i++) {
      expect(await throttle.retryAfter(attempt)).toBeUndefined();
      await throttle.failed(attempt);
    }
    const wait = await throttle.retryAfter(attempt);
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    expect(await throttle.retryAfter({ ...attempt, username: attempt.username.toUpperCase() })).toBeDefined();
    // Another username from there is not held, nor this one from elsewhere.
    expect(await throttle.retryAfter(stranger(fresh(), attempt.address))).toBeUndefined();
    expect(await throttle.retryAfter(stranger(attempt.username))).toBeUndefined();
  });

  it("item 6: five wrong passwords from anywhere do not lock the person out", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const username = fresh();
    // Five addresses, one wrong password each, then five more from one address: its owner is not held.
    for (let i = 0; i < 5; i++) await throttle.failed(stranger(username));
    const attacker = address();
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress; i++)
      await throttle.failed(stranger(username, attacker));
    expect(await throttle.retryAfter(stranger(username, attacker))).toBeDefined();
    expect(await throttle.retryAfter(stranger(username))).toBeUndefined();
    expect(await throttle.retryAfter({ username, address: address(), isKnownDevice: true })).toBeUndefined();
  });

  it("item 6: past the free failures a username is slowed (not locked) for new devices, never for known ones", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const username = fresh();
    const { free } = LOGIN_LIMITS.perUsername;
    for (let i = 0; i < free; i++) await throttle.failed(stranger(username));
    expect(await throttle.retryAfter(stranger(username))).toBeUndefined();
    // One past the free ones: a 1 s pause for anyone without a known device.
    await throttle.failed(stranger(username));
    expect(await throttle.retryAfter(stranger(username))).toBe(1);
    expect(await throttle.retryAfter({ username, address: address(), isKnownDevice: true })).toBeUndefined();
    // The pause grows with every failure, up to 5 minutes, and ends.
    for (let i = 0; i < 20; i++) await throttle.failed(stranger(username));
    const wait = await throttle.retryAfter(stranger(username));
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.perUsername.maxPauseSeconds - 5);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.perUsername.maxPauseSeconds);
    expect(await throttle.retryAfter({ username, address: address(), isKnownDevice: true })).toBeUndefined();
  });

  it("a correct password clears that address's count for the username", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const attempt = stranger(fresh());
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress - 1; i++) await throttle.failed(attempt);
    await throttle.succeeded(attempt);
    await throttle.failed(attempt);
    expect(await throttle.retryAfter(attempt)).toBeUndefined();
  });

  it("holds an address that tries many usernames, exactly at the limit", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const from = address();
    for (let i = 0; i < LOGIN_LIMITS.perAddress - 1; i++) await throttle.failed(stranger(fresh(), from));
    expect(await throttle.retryAfter(stranger(fresh(), from))).toBeUndefined();
    await throttle.failed(stranger(fresh(), from));
    expect(await throttle.retryAfter(stranger(fresh(), from))).toBeDefined();
    expect(await throttle.retryAfter(stranger(fresh()))).toBeUndefined();
  });
});

describe("login throttle shared by two portal instances", () => {
  it("counts one username's failures across instances", async () => {
    const [first, second] = [createLoginThrottle(REDIS_URL), createLoginThrottle(REDIS_URL)];
    const username = fresh();
    for (let i = 0; i <= LOGIN_LIMITS.perUsername.free; i++)
      await (i % 2 ? first : second).failed(stranger(username));
    expect(await first.retryAfter(stranger(username))).toBeDefined();
    expect(await second.retryAfter(stranger(username))).toBeDefined();
  });
});
