import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { createLoginThrottle, LOGIN_LIMITS, pauseAfter } = await import("./login-throttle");
type Throttle = ReturnType<typeof createLoginThrottle>;
type Attempt = Parameters<Throttle["admit"]>[0];

// Redis runs on every machine this project is tested on (CI included).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const fresh = () => `user-${randomUUID()}`;
const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
const stranger = (username: string, from = address()) => ({ username, address: from, isKnownDevice: false });

/** How long the attempt would have to wait (undefined: it would go ahead); asking changes no count. */
async function waitOf(throttle: Throttle, attempt: Attempt) {
  const admission = await throttle.admit(attempt);
  if (admission.retryAfter !== undefined) return admission.retryAfter;
  await admission.undecided();
  return undefined;
}

/** A wrong password that was let through. */
async function fail(throttle: Throttle, attempt: Attempt) {
  const admission = await throttle.admit(attempt);
  if (admission.retryAfter !== undefined) throw new Error(`held for ${admission.retryAfter} s`);
  await admission.failed();
}

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
      expect(await waitOf(throttle, attempt)).toBeUndefined();
      await fail(throttle, attempt);
    }
    const wait = await waitOf(throttle, attempt);
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    expect(await waitOf(throttle, { ...attempt, username: attempt.username.toUpperCase() })).toBeDefined();
    // Another username from there is not held, nor this one from elsewhere.
    expect(await waitOf(throttle, stranger(fresh(), attempt.address))).toBeUndefined();
    expect(await waitOf(throttle, stranger(attempt.username))).toBeUndefined();
  });

  it("item 6: five wrong passwords from anywhere do not lock the person out", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const username = fresh();
    // Five addresses, one wrong password each, then five more from one address: its owner is not held.
    for (let i = 0; i < 5; i++) await fail(throttle, stranger(username));
    const attacker = address();
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress; i++)
      await fail(throttle, stranger(username, attacker));
    expect(await waitOf(throttle, stranger(username, attacker))).toBeDefined();
    expect(await waitOf(throttle, stranger(username))).toBeUndefined();
    expect(await waitOf(throttle, { username, address: address(), isKnownDevice: true })).toBeUndefined();
  });

  it("item 6: past the free failures a username is slowed (not locked) for new devices, never for known ones", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const username = fresh();
    const { free } = LOGIN_LIMITS.perUsername;
    for (let i = 0; i < free; i++) await fail(throttle, stranger(username));
    expect(await waitOf(throttle, stranger(username))).toBeUndefined();
    // One past the free ones: a 1 s pause for anyone without a known device.
    await fail(throttle, stranger(username));
    expect(await waitOf(throttle, stranger(username))).toBe(1);
    expect(await waitOf(throttle, { username, address: address(), isKnownDevice: true })).toBeUndefined();
    // The pause grows with every failure, up to 5 minutes, and ends.
    // Known devices' wrong passwords count too (they are just never paused).
    for (let i = 0; i < 20; i++) await fail(throttle, { username, address: address(), isKnownDevice: true });
    const wait = await waitOf(throttle, stranger(username));
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.perUsername.maxPauseSeconds - 5);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.perUsername.maxPauseSeconds);
    expect(await waitOf(throttle, { username, address: address(), isKnownDevice: true })).toBeUndefined();
  });

  it("a correct password clears that address's count for the username", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const attempt = stranger(fresh());
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress - 1; i++) await fail(throttle, attempt);
    const right = await throttle.admit(attempt);
    if (right.retryAfter !== undefined) throw new Error("a correct password was held");
    await right.succeeded();
    await fail(throttle, attempt);
    expect(await waitOf(throttle, attempt)).toBeUndefined();
  });

  it("holds an address that tries many usernames, exactly at the limit", async () => {
    const throttle = createLoginThrottle(redisUrl);
    const from = address();
    for (let i = 0; i < LOGIN_LIMITS.perAddress - 1; i++) await fail(throttle, stranger(fresh(), from));
    expect(await waitOf(throttle, stranger(fresh(), from))).toBeUndefined();
    await fail(throttle, stranger(fresh(), from));
    expect(await waitOf(throttle, stranger(fresh(), from))).toBeDefined();
    expect(await waitOf(throttle, stranger(fresh()))).toBeUndefined();
  });
});

describe("login throttle shared by two portal instances", () => {
  it("counts one username's failures across instances", async () => {
    const [first, second] = [createLoginThrottle(REDIS_URL), createLoginThrottle(REDIS_URL)];
    const username = fresh();
    for (let i = 0; i <= LOGIN_LIMITS.perUsername.free; i++)
      await fail(i % 2 ? first : second, stranger(username));
    expect(await waitOf(first, stranger(username))).toBeDefined();
    expect(await waitOf(second, stranger(username))).toBeDefined();
  });
});

describe("item 6: parallel attempts cannot all pass one check", () => {
  it("item 6: a burst of wrong passwords from one address gets exactly the limit through", async () => {
    const throttle = createLoginThrottle(REDIS_URL);
    const attempt = stranger(fresh());
    const admissions = await Promise.all(Array.from({ length: 40 }, () => throttle.admit(attempt)));
    const admitted = admissions.flatMap((admission) =>
      admission.retryAfter === undefined ? [admission] : [],
    );
    expect(admitted).toHaveLength(LOGIN_LIMITS.perUsernameAndAddress);
    await Promise.all(admitted.map((admission) => admission.failed()));
    expect(await waitOf(throttle, attempt)).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
  });

  it("item 6: past its free failures a username is tried by one new device at a time", async () => {
    const throttle = createLoginThrottle();
    const username = fresh();
    for (let i = 0; i < LOGIN_LIMITS.perUsername.free; i++) await fail(throttle, stranger(username));
    const admissions = await Promise.all(
      Array.from({ length: 10 }, () => throttle.admit(stranger(username))),
    );
    expect(admissions.filter((admission) => admission.retryAfter === undefined)).toHaveLength(1);
    // A known device is not held up by the one in flight.
    expect(await waitOf(throttle, { username, address: address(), isKnownDevice: true })).toBeUndefined();
  });
});
