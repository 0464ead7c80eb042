import "server-only";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { connected, sharedRedisClient } from "./shared-refresh";

/** Failed sign-ins allowed per username, and per client address, in one window. */
export const LOGIN_LIMITS = { perUsername: 5, perAddress: 30, windowSeconds: 15 * 60 } as const;

export interface LoginThrottle {
  /** Seconds to wait when either key is out of attempts; undefined when the attempt may go ahead. */
  retryAfter(username: string, address: string): Promise<number | undefined>;
  failed(username: string, address: string): Promise<void>;
  succeeded(username: string): Promise<void>;
}

type Limiters = { byUsername: RateLimiterAbstract; byAddress: RateLimiterAbstract; ready: Promise<void> };

function memoryLimiters(): Limiters {
  const { perUsername, perAddress, windowSeconds } = LOGIN_LIMITS;
  return {
    byUsername: new RateLimiterMemory({
      keyPrefix: "login-user",
      points: perUsername,
      duration: windowSeconds,
    }),
    byAddress: new RateLimiterMemory({
      keyPrefix: "login-addr",
      points: perAddress,
      duration: windowSeconds,
    }),
    ready: Promise.resolve(),
  };
}

/** Shared by every portal instance through Redis; each instance counts on its own while Redis is away. */
function redisLimiters(redisUrl: string): Limiters {
  const { perUsername, perAddress, windowSeconds } = LOGIN_LIMITS;
  const storeClient = sharedRedisClient(redisUrl);
  // The first sign-in waits for the connection (at most its 2 s timeout); while Redis is away the
  // in-memory insurance limiters count.
  const ready = connected(storeClient).catch(() => {});
  const memory = memoryLimiters();
  const common = { storeClient, duration: windowSeconds, rejectIfRedisNotReady: true };
  return {
    byUsername: new RateLimiterRedis({
      ...common,
      keyPrefix: "portal:login-user",
      points: perUsername,
      insuranceLimiter: memory.byUsername as RateLimiterMemory,
    }),
    byAddress: new RateLimiterRedis({
      ...common,
      keyPrefix: "portal:login-addr",
      points: perAddress,
      insuranceLimiter: memory.byAddress as RateLimiterMemory,
    }),
    ready,
  };
}

export function createLoginThrottle(redisUrl?: string): LoginThrottle {
  const { byUsername, byAddress, ready } = redisUrl ? redisLimiters(redisUrl) : memoryLimiters();
  const userKey = (username: string) => username.trim().toLowerCase();
  const waitOf = async (limiter: RateLimiterAbstract, key: string) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limiter.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
  };
  // A consume past the limit rejects with the state: the count is what matters here, not the rejection.
  const count = (limiter: RateLimiterAbstract, key: string) => limiter.consume(key).catch(() => undefined);
  return {
    async retryAfter(username, address) {
      await ready;
      const wait = Math.max(await waitOf(byUsername, userKey(username)), await waitOf(byAddress, address));
      return wait > 0 ? wait : undefined;
    },
    async failed(username, address) {
      await ready;
      await Promise.all([count(byUsername, userKey(username)), count(byAddress, address)]);
    },
    async succeeded(username) {
      await ready;
      await byUsername.delete(userKey(username));
    },
  };
}
