import { processWide } from "@/lib/process-wide";
import "server-only";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/env";
import type { OperatorCaller } from "./caller";

/** Rough bytes a parsed answer holds, when the caller can tell (a month of usage records is large). */
export type Weigh<T> = (value: T) => number;
const SMALL_ANSWER_BYTES = 16_384;

/** How an answer is read from the operator: the fetch's context, so each read brings its own call. */
type Load = () => Promise<object>;
type Answers = LRUCache<string, object, Load>;

interface Store {
  /** Undefined with the cache off (PORTAL_CACHE_SECONDS=0 or PORTAL_CACHE_MB=0). */
  answers: Answers | undefined;
  fetchedAt: WeakMap<object, Date>;
  /** Reads on their way with the cache off, by session and resource. */
  onTheirWay: Map<string, Promise<unknown>>;
}

function answersCache(ttlMs: number, maxBytes: number, fetchedAt: WeakMap<object, Date>): Answers {
  return new LRUCache<string, object, Load>({
    // Fresh for the whole period from when the answer arrived (it is set then), however long the operator took.
    ttl: ttlMs,
    // The age is read on every look-up: a clock kept for a millisecond would serve an answer past its period.
    ttlResolution: 0,
    // A stale answer stays until a read replaces it or it is evicted: sessionCached decides how old may serve.
    noDeleteOnStaleGet: true,
    maxSize: maxBytes,
    // An answer larger than half the cache is not kept (it would empty the cache of everyone else's).
    maxEntrySize: Math.floor(maxBytes / 2),
    sizeCalculation: () => SMALL_ANSWER_BYTES,
    backgroundFetchSize: SMALL_ANSWER_BYTES,
    // A read on its way that is evicted (or replaced) still answers whoever waits for it; it is just not kept.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load }) => {
      const data = await load();
      fetchedAt.set(data, new Date());
      return data;
    },
  });
}

// One store per process: Next bundles pages and route handlers separately, each with its own copy of
// this module, and the usage page and its export must see the same answers.
const store = processWide<Store>("session-cache", () => {
  const fetchedAt = new WeakMap<object, Date>();
  const ttlMs = env.PORTAL_CACHE_SECONDS * 1000;
  const maxBytes = Math.floor(env.PORTAL_CACHE_MB * 1024 * 1024);
  return {
    answers: ttlMs > 0 && maxBytes > 0 ? answersCache(ttlMs, maxBytes, fetchedAt) : undefined,
    fetchedAt,
    onTheirWay: new Map(),
  };
});

// The session, not its token: a refresh every few minutes must not empty the cache.
const keyOf = (caller: OperatorCaller, resource: string) =>
  `${caller.org}\u0000${caller.sessionId ?? caller.accessToken}\u0000${resource}`;

/**
 * Something is held for the key that may be served at once: fresh, on its way, or past its period by
 * less than one more period. (getRemainingTTL is 0 for a key not held, negative once stale.)
 */
function isServable(answers: Answers, key: string): boolean {
  const left = answers.getRemainingTTL(key);
  return left !== 0 && left > -answers.ttl;
}

/**
 * With the cache off, identical reads made at the same moment (two sections of one page asking for the
 * same balances) still share one call while it is on its way; an answer is never kept after it arrives.
 */
function sharedWhileOnItsWay<T>(key: string, load: () => Promise<T>): Promise<T> {
  const { onTheirWay } = store;
  const pending = onTheirWay.get(key);
  if (pending) return pending as Promise<T>;
  const value = load().finally(() => onTheirWay.delete(key));
  onTheirWay.set(key, value);
  return value;
}

/**
 * One session's read of one resource, shared for a few seconds: navigating between pages, paging a
 * table or two sections of one page asking for the same thing make one upstream call, and concurrent
 * identical reads wait for the same answer. Failures are not kept. The session (or, without one, the
 * token) is the key, so nothing is ever shared between sessions; pages that use this say how fresh their figures are (`fetchedAtOf`).
 *
 * An answer past its period by less than one more period is still served at once while one read
 * behind it fetches the next (if that read fails, the answer stays and the next request tries again):
 * no request waits on the operator just because the period ended (under load, every request of the
 * session did, all at once). Older than that, the read waits for a fresh one.
 */
export function sessionCached<T extends object>(
  caller: OperatorCaller,
  resource: string,
  load: () => Promise<T>,
  { weigh }: { weigh?: Weigh<T> } = {},
): Promise<T> {
  const key = keyOf(caller, resource);
  const { answers } = store;
  if (!answers) return sharedWhileOnItsWay(key, load);
  const servesStale = isServable(answers, key);
  // fetchMethod always answers with the load's value, so the fetch never resolves to undefined.
  return answers.fetch(key, {
    context: load,
    allowStale: servesStale,
    allowStaleOnFetchRejection: servesStale,
    sizeCalculation: weigh && ((value) => weigh(value as T)),
  }) as Promise<T>;
}

/** When an answer was fetched from the operator, for "figures as of" lines; undefined if unknown. */
export const fetchedAtOf = (data: unknown): Date | undefined =>
  data && typeof data === "object" ? store.fetchedAt.get(data) : undefined;

/**
 * What sessionCached would serve without waiting for the operator (fresh, on its way, or stale but
 * still served), or undefined: for a caller that has a cheaper way than one whole read when nothing is held.
 */
export function sessionHeld<T extends object>(
  caller: OperatorCaller,
  resource: string,
  load: () => Promise<T>,
  options: { weigh?: Weigh<T> } = {},
): Promise<T> | undefined {
  const { answers } = store;
  return answers && isServable(answers, keyOf(caller, resource))
    ? sessionCached(caller, resource, load, options)
    : undefined;
}
