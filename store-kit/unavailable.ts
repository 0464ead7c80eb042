/** How long a caller is told to wait before trying again (Retry-After, in seconds). */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Bounds of every call to a PostgreSQL store (the portal's: lib/store/open.ts; the sandbox sets none). */
export interface StoreTimeouts {
  /** Getting a connection (pool wait and connect). */
  connectMs: number;
  /** One statement (server-side statement_timeout; the client gives up a second later on a silent server). */
  statementMs: number;
}

/**
 * The portal's own store did not answer in time or cannot be reached: nothing was read or written, so
 * the caller may try again shortly. Pages and /api handlers say "temporarily unavailable", never a 500.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
  /** Kept by Next.js through to the error boundary, which words it (app/(portal)/error.tsx). */
  readonly digest = STORE_UNAVAILABLE_DIGEST;
  constructor(options?: { cause?: unknown }) {
    super("The portal's store is temporarily unavailable", options);
  }
}

export const STORE_UNAVAILABLE_DIGEST = "STORE_UNAVAILABLE";

/** Socket errors and PostgreSQL's connection, shutdown and cancel classes: the store, not the query, failed. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);
const UNAVAILABLE_SQLSTATE = /^(08|57|53300)/;
const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Connection terminated",
  "Client has encountered a connection error",
];

function isUnavailableCause(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof StoreUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * The typed error for a failed store call, when the failure is the store's (drizzle wraps the driver's
 * error in its own, so the causes are walked), else undefined: a bug, or a refused statement, stays itself.
 */
export function storeUnavailable(error: unknown): StoreUnavailableError | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    if (current instanceof StoreUnavailableError) return current;
    if (isUnavailableCause(current)) return new StoreUnavailableError({ cause: error });
  }
  return undefined;
}
