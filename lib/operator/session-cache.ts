import { processWide } from "@/lib/process-wide";
import "server-only";
import { env } from "@/lib/env";
import type { OperatorCaller } from "./caller";

interface Entry {
  value: Promise<unknown>;
  expires: number;
  bytes: number;
  /** The answer has arrived (a pending read is never served as stale). */
  settled: boolean;
  /** A read behind this stale answer is on its way. */
  refreshing: boolean;
}

/** Rough bytes a parsed answer holds, when the caller can tell (a month of usage records is large). */
export type Weigh<T> = (value: T) => number;
const SMALL_ANSWER_BYTES = 16_384;

interface Store {
  entries: Map<string, Entry>;
  fetchedAt: WeakMap<object, Date>;
  heldBytes: number;
}

// One store per process: Next bundles pages and route handlers separately, each with its own copy of
// this module, and the usage page and its export must see the same answers.
const store = processWide<Store>("session-cache", () => ({
  entries: new Map(),
  fetchedAt: new WeakMap(),
  heldBytes: 0,
}));
const { entries, fetchedAt } = store;

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  store.heldBytes -= entry.bytes;
}

/** Drops what has expired, then the least recently used answers until the rest fits. */
function sweep(limit: number, now: number) {
  for (const [key, entry] of entries) if (entry.expires <= now || store.heldBytes > limit) drop(key);
}

/** Reads from the operator into a new entry; `place` puts it in the map once (or as soon as) it may serve. */
function read<T>(
  key: string,
  load: () => Promise<T>,
  ttlMs: number,
  now: number,
  weigh: Weigh<T> | undefined,
  placeNow: boolean,
): Entry {
  const value = load().then((data) => {
    if (data && typeof data === "object") fetchedAt.set(data, new Date());
    return data;
  });
  const entry: Entry = {
    value,
    expires: now + ttlMs,
    bytes: SMALL_ANSWER_BYTES,
    settled: false,
    refreshing: false,
  };
  const place = () => {
    drop(key);
    entries.set(key, entry);
    store.heldBytes += entry.bytes;
  };
  if (placeNow) place();
  const asked = performance.now();
  value.then(
    (data) => {
      entry.settled = true;
      // Fresh for the whole period from when the answer came, however long the operator took.
      entry.expires += performance.now() - asked;
      if (!placeNow) place();
      if (entries.get(key) !== entry) return;
      const bytes = weigh ? weigh(data) : SMALL_ANSWER_BYTES;
      const limit = env.PORTAL_CACHE_MB * 1024 * 1024;
      if (bytes > limit / 2) return drop(key);
      store.heldBytes += bytes - entry.bytes;
      entry.bytes = bytes;
      sweep(limit, Date.now());
    },
    () => {
      if (entries.get(key) === entry) drop(key);
    },
  );
  return entry;
}

/** Fresh, on its way, or past its period by less than one more period (and arrived): served at once. */
const servable = (entry: Entry, now: number, ttlMs: number) =>
  entry.expires > now || (entry.settled && now < entry.expires + ttlMs);

// The session, not its token: a refresh every few minutes must not empty the cache.
const keyOf = (caller: OperatorCaller, resource: string) =>
  `${caller.org}\u0000${caller.sessionId ?? caller.accessToken}\u0000${resource}`;

/** Reads on their way with the cache off (PORTAL_CACHE_SECONDS=0), by session and resource. */
const onTheirWay = new Map<string, Promise<unknown>>();

/**
 * With the cache off, identical reads made at the same moment (two sections of one page asking for the
 * same balances) still share one call while it is on its way; an answer is never kept after it arrives.
 */
function sharedWhileOnItsWay<T>(key: string, load: () => Promise<T>): Promise<T> {
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
 * behind it fetches the next: no request waits on the operator just because the period ended (under
 * load, every request of the session did, all at once). Older than that, the read waits for a fresh one.
 */
export function sessionCached<T>(
  caller: OperatorCaller,
  resource: string,
  load: () => Promise<T>,
  { weigh, now = Date.now() }: { weigh?: Weigh<T>; now?: number } = {},
): Promise<T> {
  const ttlMs = env.PORTAL_CACHE_SECONDS * 1000;
  if (ttlMs === 0) return sharedWhileOnItsWay(keyOf(caller, resource), load);
  const key = keyOf(caller, resource);
  const found = entries.get(key);
  if (found && servable(found, now, ttlMs)) {
    entries.delete(key); // most recently used goes last
    entries.set(key, found);
    const stale = found.expires <= now;
    if (stale && !found.refreshing) {
      found.refreshing = true;
      read(key, load, ttlMs, now, weigh, false).value.catch(() => {
        found.refreshing = false;
      });
    }
    return found.value as Promise<T>;
  }
  return read(key, load, ttlMs, now, weigh, true).value as Promise<T>;
}

/** When an answer was fetched from the operator, for "figures as of" lines; undefined if unknown. */
export const fetchedAtOf = (data: unknown): Date | undefined =>
  data && typeof data === "object" ? fetchedAt.get(data) : undefined;

/**
 * The answer sessionCached would serve without asking the operator (fresh, on its way, or stale but
 * still served), or undefined: for a caller that has a cheaper way than one whole read when nothing is held.
 */
export function sessionHeld<T>(
  caller: OperatorCaller,
  resource: string,
  now = Date.now(),
): Promise<T> | undefined {
  const ttlMs = env.PORTAL_CACHE_SECONDS * 1000;
  const found = ttlMs === 0 ? undefined : entries.get(keyOf(caller, resource));
  return found && servable(found, now, ttlMs) ? (found.value as Promise<T>) : undefined;
}
