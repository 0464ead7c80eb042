import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { decode, encode } from "next-auth/jwt";
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
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on("error", () => {}); // failures surface on the commands, which fall back below
  const instance = randomUUID();
  let connecting: Promise<void> | undefined;
  const ready = () => {
    if (redis.status === "ready") return Promise.resolve();
    connecting ??= redis.connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

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
            const outcome = await refresh();
            // A transient failure is not shared: the next request may try again.
            if (outcome.ok || outcome.reason === "ended") {
              const sealed = await encode({ token: { outcome }, secret, maxAge: RESULT_MS / 1000 });
              await redis.set(resultKey, sealed, "PX", RESULT_MS);
            }
            await redis.del(lockKey);
            return outcome;
          }
          await sleep(POLL_MS);
        }
        return { ok: false, reason: "unavailable" };
      } catch (error) {
        console.error("[auth] Redis refresh coordination failed; refreshing in this instance", error);
        return refresh();
      }
    },
  };
}
