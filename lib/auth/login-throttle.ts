import "server-only";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from "rate-limiter-flexible";
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

interface SignInAttempt {
  username: string;
  address: string;
  /** The device signed in as this username before (lib/auth/known-device.ts): the username's pause does not apply. */
  isKnownDevice: boolean;
}

/** What happened to an admitted attempt; the counts are settled by exactly one of these. */
interface Admitted {
  retryAfter?: undefined;
  /** A wrong password. */
  failed(): Promise<void>;
  succeeded(): Promise<void>;
  /** Not decided (the token service unavailable, a bad request): as if it never happened. */
  undecided(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Takes the attempt's place in the counts before it is tried, so that parallel attempts cannot all
   * pass one check: `retryAfter` (seconds) when it may not go ahead now.
   */
  admit(attempt: SignInAttempt): Promise<{ retryAfter: number } | Admitted>;
}

type Limiters = {
  byPair: RateLimiterAbstract;
  byAddress: RateLimiterAbstract;
  byUsername: RateLimiterAbstract;
  /** Blocked for the current pause of a username (`block`), otherwise empty. */
  pause: RateLimiterAbstract;
  /** Held by the one attempt in flight for a username past its free failures. */
  slot: RateLimiterAbstract;
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
    // Longer than any sign-in takes (OPERATOR_TIMEOUT_MS is at most 120 s), should the process die holding it.
    slot: { keyPrefix: "login-slot", points: 1, duration: 120 },
  };
}

function memoryLimiters() {
  const all = settings();
  return {
    byPair: new RateLimiterMemory(all.byPair),
    byAddress: new RateLimiterMemory(all.byAddress),
    byUsername: new RateLimiterMemory(all.byUsername),
    pause: new RateLimiterMemory(all.pause),
    slot: new RateLimiterMemory(all.slot),
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
    slot: shared("slot"),
    ready,
  };
}

export function createLoginThrottle(redisUrl?: string): LoginThrottle {
  const { byPair, byAddress, byUsername, pause, slot, ready } = redisUrl
    ? redisLimiters(redisUrl)
    : memoryLimiters();
  const userKey = (username: string) => username.trim().toLowerCase();
  const pairKey = ({ username, address }: SignInAttempt) => JSON.stringify([userKey(username), address]);
  const secondsOf = (state: { msBeforeNext?: number } | undefined) =>
    Math.max(1, Math.ceil((state?.msBeforeNext ?? 1000) / 1000));
  // A consume past the limit rejects with the state (an Error only when no store could count).
  const count = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(key).then(
      (state) => ({ state, isOver: false }),
      (state: RateLimiterRes | Error) => ({
        state: state instanceof Error ? undefined : state,
        isOver: true,
      }),
    );

  return {
    async admit(attempt) {
      await ready;
      const user = userKey(attempt.username);
      const pair = pairKey(attempt);
      // Counted as wrong until it proves right: a burst from one address gets no more than the limit.
      const [byThePair, byTheAddress] = await Promise.all([
        count(byPair, pair),
        count(byAddress, attempt.address),
      ]);
      const uncount = () => Promise.all([byPair.reward(pair), byAddress.reward(attempt.address)]);
      if (byThePair.isOver || byTheAddress.isOver) {
        await uncount();
        const waits = [byThePair, byTheAddress].filter((c) => c.isOver).map((c) => secondsOf(c.state));
        return { retryAfter: Math.max(...waits) };
      }
      // Past its free failures a username is paused for new devices, and tried by one at a time: a burst
      // cannot share one free moment. Known devices skip both.
      let holdsSlot = false;
      if (!attempt.isKnownDevice) {
        const paused = await pause.get(user);
        if (paused && paused.consumedPoints > pause.points) {
          await uncount();
          return { retryAfter: secondsOf(paused) };
        }
        const failures = (await byUsername.get(user))?.consumedPoints ?? 0;
        if (pauseAfter(failures + 1) > 0) {
          if ((await count(slot, user)).isOver) {
            await uncount();
            return { retryAfter: 1 };
          }
          holdsSlot = true;
        }
      }
      const release = async () => {
        if (holdsSlot) await slot.delete(user);
      };
      return {
        async failed() {
          const { state } = await count(byUsername, user);
          const seconds = pauseAfter(state?.consumedPoints ?? 0);
          if (seconds > 0) await pause.block(user, seconds);
          await release();
        },
        async succeeded() {
          // Only the guesser's own counts: clearing the username's would hand an attacker a fresh
          // `free` each time its owner signs in.
          await Promise.all([byPair.delete(pair), byAddress.reward(attempt.address), release()]);
        },
        async undecided() {
          await Promise.all([uncount(), release()]);
        },
      };
    },
  };
}
