import "server-only";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { connected, sharedRedisClient } from "./shared-refresh";

/**
 * Wrong passwords allowed before a wait (docs/auth.md, "Login throttle"). Only the first two block,
 * and only the guesser: a username tried from one address, an address trying many usernames. A
 * username tried from anywhere is slowed, never locked: past `free` failures in a day each failure
 * pauses it (1 s, doubling, at most 5 min) for devices that have not signed in as that person before.
 */
export const LOGIN_LIMITS = {
  perUsernameAndAddress: 5,
  perAddress: 30,
  windowSeconds: 15 * 60,
  perUsername: { free: 10, windowSeconds: 24 * 60 * 60, firstPauseSeconds: 1, maxPauseSeconds: 5 * 60 },
} as const;

/** The pause a username gets after its `failures`-th wrong password of the day (0 within the free ones). */
export function pauseAfter(failures: number): number {
  const { free, firstPauseSeconds, maxPauseSeconds } = LOGIN_LIMITS.perUsername;
  if (failures <= free) return 0;
  return Math.min(maxPauseSeconds, firstPauseSeconds * 2 ** Math.min(30, failures - free - 1));
}

export interface SignInAttempt {
  username: string;
  address: string;
  /** The device signed in as this username before (lib/auth/known-device.ts): the username's pause does not apply. */
  isKnownDevice: boolean;
}

export interface LoginThrottle {
  /** Seconds to wait when the attempt may not go ahead now; undefined when it may. */
  retryAfter(attempt: SignInAttempt): Promise<number | undefined>;
  failed(attempt: SignInAttempt): Promise<void>;
  succeeded(attempt: SignInAttempt): Promise<void>;
}

type Limiters = {
  byPair: RateLimiterAbstract;
  byAddress: RateLimiterAbstract;
  byUsername: RateLimiterAbstract;
  /** Blocked for the current pause of a username (`block`), otherwise empty. */
  pause: RateLimiterAbstract;
  ready: Promise<void>;
};

/** No ceiling: the per-username count only sets the pause. */
const UNCOUNTED = Number.MAX_SAFE_INTEGER;

function settings() {
  const { perUsernameAndAddress, perAddress, windowSeconds, perUsername } = LOGIN_LIMITS;
  return {
    byPair: { keyPrefix: "login-pair", points: perUsernameAndAddress, duration: windowSeconds },
    byAddress: { keyPrefix: "login-addr", points: perAddress, duration: windowSeconds },
    byUsername: { keyPrefix: "login-user", points: UNCOUNTED, duration: perUsername.windowSeconds },
    pause: { keyPrefix: "login-pause", points: 1, duration: perUsername.maxPauseSeconds },
  };
}

function memoryLimiters() {
  const all = settings();
  return {
    byPair: new RateLimiterMemory(all.byPair),
    byAddress: new RateLimiterMemory(all.byAddress),
    byUsername: new RateLimiterMemory(all.byUsername),
    pause: new RateLimiterMemory(all.pause),
    ready: Promise.resolve(),
  };
}

/** Shared by every portal instance through Redis; each instance counts on its own while Redis is away. */
function redisLimiters(redisUrl: string): Limiters {
  const storeClient = sharedRedisClient(redisUrl);
  // The first sign-in waits for the connection (at most its 2 s timeout); while Redis is away the
  // in-memory insurance limiters count.
  const ready = connected(storeClient).catch(() => {});
  const memory = memoryLimiters();
  const all = settings();
  const shared = (name: keyof typeof all) =>
    new RateLimiterRedis({
      ...all[name],
      keyPrefix: `portal:${all[name].keyPrefix}`,
      storeClient,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory[name],
    });
  return {
    byPair: shared("byPair"),
    byAddress: shared("byAddress"),
    byUsername: shared("byUsername"),
    pause: shared("pause"),
    ready,
  };
}

export function createLoginThrottle(redisUrl?: string): LoginThrottle {
  const { byPair, byAddress, byUsername, pause, ready } = redisUrl
    ? redisLimiters(redisUrl)
    : memoryLimiters();
  const userKey = (username: string) => username.trim().toLowerCase();
  const pairKey = ({ username, address }: SignInAttempt) => JSON.stringify([userKey(username), address]);
  const waitOf = async (limiter: RateLimiterAbstract, key: string) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limiter.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
  };
  // A consume past the limit rejects with the state: the count is what matters here, not the rejection.
  const count = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(key).catch((state: unknown) => state as { consumedPoints?: number } | undefined);
  return {
    async retryAfter(attempt) {
      await ready;
      const wait = Math.max(
        await waitOf(byPair, pairKey(attempt)),
        await waitOf(byAddress, attempt.address),
        attempt.isKnownDevice ? 0 : await waitOf(pause, userKey(attempt.username)),
      );
      return wait > 0 ? wait : undefined;
    },
    async failed(attempt) {
      await ready;
      const user = userKey(attempt.username);
      const [, , counted] = await Promise.all([
        count(byPair, pairKey(attempt)),
        count(byAddress, attempt.address),
        count(byUsername, user),
      ]);
      const seconds = pauseAfter(counted?.consumedPoints ?? 0);
      if (seconds > 0) await pause.block(user, seconds);
    },
    async succeeded(attempt) {
      await ready;
      // Only the guesser's own count: clearing the username's would hand an attacker a fresh `free`
      // each time its owner signs in.
      await byPair.delete(pairKey(attempt));
    },
  };
}
