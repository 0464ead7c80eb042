import "server-only";
import { sql } from "drizzle-orm";
import { redisState } from "./auth/shared-refresh";
import { env } from "./env";
import { portalDb } from "./store/db";

const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  checks: {
    store: "ok" | "unavailable";
    tokenService: "ok" | "unavailable";
    /** "unavailable" does not make the instance unready: the refresh lock falls back to this instance. */
    redis: "unused" | "ready" | "unavailable";
  };
}

const withTimeout = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS)),
  ]);

async function storeCheck() {
  try {
    const db = await withTimeout(portalDb());
    await withTimeout(db.execute(sql`select 1`));
    return "ok" as const;
  } catch {
    return "unavailable" as const;
  }
}

async function tokenServiceCheck() {
  try {
    const response = await fetch(`${env.OPERATOR_AUTH_URL}/.well-known/jwks.json`, {
      cache: "no-store",
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? ("ok" as const) : ("unavailable" as const);
  } catch {
    return "unavailable" as const;
  }
}

/** What a load balancer needs to know before sending this instance traffic. */
export async function checkReadiness(): Promise<Readiness> {
  const [store, tokenService, redis] = await Promise.all([
    storeCheck(),
    tokenServiceCheck(),
    redisState(env.REDIS_URL),
  ]);
  return { ready: store === "ok" && tokenService === "ok", checks: { store, tokenService, redis } };
}
