import "server-only";
import { env } from "@/lib/env";
import { OperatorError } from "@/lib/http";
import { refreshGrant } from "@/lib/operator/token/client";
import { sessionFromTokens } from "./claims";
import type { SessionToken } from "./session-token";
import { createRedisCoordinator, type RefreshCoordinator } from "./shared-refresh";

export type RefreshOutcome =
  | { ok: true; token: SessionToken }
  /** "ended": the token service refused (invalid_grant); "unavailable": it could not be asked. */
  | { ok: false; reason: "ended" | "unavailable" };

/** How long a finished refresh is replayed to late requests still carrying the old refresh token. */
const RESULT_TTL_MS = 30_000;

// With REDIS_URL, the single flight also spans every portal instance (docs/auth.md).
const coordinator: RefreshCoordinator | undefined = env.REDIS_URL
  ? createRedisCoordinator(env.REDIS_URL, env.NEXTAUTH_SECRET)
  : undefined;

const inFlight = new Map<string, Promise<RefreshOutcome>>();
const recent = new Map<string, { outcome: RefreshOutcome; until: number }>();

async function refreshUpstream(current: SessionToken): Promise<RefreshOutcome> {
  try {
    // The same session: its id and absolute end travel unchanged, so activity never extends it.
    const { sid, sessionExpires } = current;
    return {
      ok: true,
      token: sessionFromTokens(await refreshGrant(current.refreshToken), { sid, sessionExpires }),
    };
  } catch (error) {
    if (error instanceof OperatorError && (error.code === "invalid_grant" || error.status === 401)) {
      return { ok: false, reason: "ended" };
    }
    console.error("[auth] token refresh failed", error);
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * Refresh with single flight per refresh token: parallel requests crossing the expiry share one
 * upstream call, and requests arriving shortly after get the same result. Rotation makes a refresh
 * token single-use, so a second upstream call with it would (after the upstream grace) revoke the session.
 * In one process a Map does it; with REDIS_URL a Redis lock extends it across instances.
 */
export function refreshSession(current: SessionToken, now = Date.now()): Promise<RefreshOutcome> {
  for (const [key, entry] of recent) if (entry.until <= now) recent.delete(key);

  const key = current.refreshToken;
  const done = recent.get(key);
  if (done) return Promise.resolve(done.outcome);
  const running = inFlight.get(key);
  if (running) return running;

  const upstream = coordinator
    ? coordinator.run(key, () => refreshUpstream(current))
    : refreshUpstream(current);
  const promise = upstream.then((outcome) => {
    // A transient failure is not remembered: the next request may try again.
    if (outcome.ok || outcome.reason === "ended")
      recent.set(key, { outcome, until: Date.now() + RESULT_TTL_MS });
    inFlight.delete(key);
    return outcome;
  });
  inFlight.set(key, promise);
  return promise;
}
