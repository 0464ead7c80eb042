import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { createLoginThrottle, LOGIN_LIMITS } = await import("./login-throttle");

// Redis runs on every machine this project is tested on (CI included).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe.each([
  ["in memory", undefined],
  ["over Redis", REDIS_URL],
])("login throttle (%s)", (_kind, redisUrl) => {
  const fresh = () => `user-${randomUUID()}`;
  const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

  it("lets attempts through until a username has used up its wrong passwords, then says how long to wait", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const [user, from] = [fresh(), address()];
    for (let i = 0; i < LOGIN_LIMITS.perUsername; i++) {
      expect(await throttle.retryAfter(user, from)).toBeUndefined();
      await throttle.failed(user, from);
    }
    const wait = await throttle.retryAfter(user, from);
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    // The same username from another address is still held: guessing is per account.
    expect(await throttle.retryAfter(user.toUpperCase(), address())).toBeDefined();
    // Another username is not.
    expect(await throttle.retryAfter(fresh(), address())).toBeUndefined();
  });

  it("a correct password clears the username's count", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const [user, from] = [fresh(), address()];
    for (let i = 0; i < LOGIN_LIMITS.perUsername - 1; i++) await throttle.failed(user, from);
    await throttle.succeeded(user);
    await throttle.failed(user, from);
    expect(await throttle.retryAfter(user, from)).toBeUndefined();
  });

  it("holds an address that tries many usernames", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const from = address();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await throttle.failed(fresh(), from);
    expect(await throttle.retryAfter(fresh(), from)).toBeDefined();
    expect(await throttle.retryAfter(fresh(), address())).toBeUndefined();
  });
});

describe("login throttle shared by two portal instances", () => {
  it("counts one username's failures across instances", async () => {
    const [first, second] = [createLoginThrottle(REDIS_URL), createLoginThrottle(REDIS_URL)];
    const user = `user-${randomUUID()}`;
    for (let i = 0; i < LOGIN_LIMITS.perUsername; i++)
      await (i % 2 ? first : second).failed(user, `addr-${randomUUID()}`);
    expect(await first.retryAfter(user, "elsewhere")).toBeDefined();
    expect(await second.retryAfter(user, "elsewhere")).toBeDefined();
  });
});
