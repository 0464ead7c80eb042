import { processWide } from "@/lib/process-wide";
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { decode, encode } from "next-auth/jwt";
import { log } from "../log";
import type { RefreshOutcome } from "./refresh";

/** How long one instance may hold the right to refresh a given token. */
const LOCK_MS = 10_000;
/** How long the outcome is kept for instances whose requests still carry the old refresh token. */
const RESULT_MS = 30_000;
const POLL_MS = 100;

export interface RefreshCoordinator {
  /** Runs `refresh` once across every portal instance for this refresh token; the others get its outcome. */
  run(refreshToken: string, refresh: () => Promise<RefreshOutcome>): Promise<RefreshOutcome>;
}

/**
 * Cross-instance single flight over Redis: `SET NX` elects one instance to call the token service; it
 * stores the outcome (encrypted with the session secret: it holds tokens) where the others poll for it.
 * If Redis cannot be reached, each instance refreshes on its own (the upstream grace window still helps).
 */
export function createRedisCoordinator(redisUrl: string, secret: string): RefreshCoordinator {
  const redis = sharedRedisClient(redisUrl);
  const instance = randomUUID();
  const ready = () => connected(redis);

  const readOutcome = async (key: string): Promise<RefreshOutcome | undefined> => {
    const stored = await redis.get(key);
    if (!stored) return undefined;
    const payload = await decode({ token: stored, secret });
    return payload?.outcome as RefreshOutcome | undefined;
  };

  return {
    async run(refreshToken, refresh) {
      const id = createHash("sha256").update(refreshToken).digest("hex");
      const lockKey = `portal:refresh-lock:${id}`;
      const resultKey = `portal:refresh-result:${id}`;
      try {
        await ready();
        const deadline = Date.now() + LOCK_MS;
        while (Date.now() < deadline) {
          const done = await readOutcome(resultKey);
          if (done) return done;
          if ((await redis.set(lockKey, instance, "PX", LOCK_MS, "NX")) === "OK") {
            // The holder before us may have stored its outcome between our read and our lock.
            const stored = await readOutcome(resultKey);
            if (stored) return stored;
            const outcome = await refresh();
            // A transient failure is not shared, and its lock is released: the next request may try again.
            if (outcome.ok || outcome.reason === "ended") {
              const sealed = await encode({ token: { outcome }, secret, maxAge: RESULT_MS / 1000 });
              await redis.set(resultKey, sealed, "PX", RESULT_MS);
            } else await redis.del(lockKey);
            return outcome;
          }
          await sleep(POLL_MS);
        }
        return { ok: false, reason: "unavailable" };
      } catch (error) {
        reportRedis("unavailable", error);
        return refresh();
      }
    },
  };
}

export type RedisState = "unused" | "ready" | "unavailable";

// On globalThis: proxy.ts and the route handlers are separate bundles in one process, and /api/ready
// must report the connection the refresh lock and the login throttle use: one client per URL.
interface RedisHolder {
  clients: Map<string, Redis>;
  lastReported?: RedisState;
}
const state = processWide<RedisHolder>("redis", () => ({ clients: new Map() }));

const connecting = new WeakMap<Redis, Promise<void>>();

/**
 * Resolves once the shared client is connected; every user of the client waits on the same first
 * connection. Reconnecting in the background after an outage is not waited for: it rejects at once.
 */
export function connected(redis: Redis): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  const pending = connecting.get(redis);
  if (pending) return pending;
  if (redis.status !== "wait" && redis.status !== "end")
    return Promise.reject(new Error(`Redis is ${redis.status}`));
  const first = redis.connect().finally(() => connecting.delete(redis));
  connecting.set(redis, first);
  return first;
}

/** The process's one client for a URL: the refresh lock, the login throttle and /api/ready share it. */
export function sharedRedisClient(redisUrl: string): Redis {
  return state.clients.get(redisUrl) ?? newRedisClient(redisUrl);
}

function newRedisClient(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    connectTimeout: 2_000,
    // Keep trying in the background, at most every 2 s: the lock is back as soon as Redis is.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on("error", () => {}); // failures surface on the commands, which fall back to this instance
  redis.on("ready", () => reportRedis("ready"));
  redis.on("reconnecting", () => reportRedis("unavailable"));
  state.clients.set(redisUrl, redis);
  return redis;
}

/** Logs each change of the lock's state once (not once per request), so an outage is seen, not flooded. */
function reportRedis(next: Exclude<RedisState, "unused">, error?: unknown) {
  const previous = state.lastReported;
  if (next === previous) return;
  state.lastReported = next;
  // The first successful connection is not news; only a recovery after an outage is.
  if (next === "ready" && previous === undefined) return;
  if (next === "ready")
    log.info("redis.recovered", { message: "Token-refresh lock shared across instances again." });
  else
    log.warn("redis.unavailable", {
      message: "Redis cannot be reached: the token-refresh lock falls back to this instance only.",
      error,
    });
}

/** The refresh lock's Redis as seen from this instance, for /api/ready ("unused" without `redisUrl`). */
export async function redisState(redisUrl: string | undefined): Promise<RedisState> {
  if (!redisUrl) return "unused";
  const redis = sharedRedisClient(redisUrl);
  try {
    await connected(redis);
    await redis.ping();
    reportRedis("ready");
    return "ready";
  } catch (error) {
    reportRedis("unavailable", error);
    return "unavailable";
  }
}
