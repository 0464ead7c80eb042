import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { refuse } from "./refusal";

/** No request body the operator's APIs accept comes near this; a bigger one is refused unparsed. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The operations CSV upload has its own, larger limit (routes/operations.ts: 5 MiB, 413 fileTooLarge). */
const OWN_LIMIT = /^\/subscriptions\/v2\/orgs\/[^/]+\/operations$/;

/** The upload route reads (and bounds) its own body. */
export const readsOwnBody = (c: Context) => c.req.method === "POST" && OWN_LIMIT.test(c.req.path);

/** Past this, an oversized body is not read to its end: the connection is closed instead. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops the rest of a refused body (up to a bound) before the refusal is sent: a client still
 * writing its upload then reads the 413 instead of seeing the connection closed under it.
 */
export async function discardBody(c: Context): Promise<void> {
  const body = c.req.raw.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_DISCARDED_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing is left to answer.
  }
}

export const limitBodySize = (maxSize = MAX_BODY_BYTES): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    onError: async (c) => {
      await discardBody(c);
      const message = `A request body must not exceed ${maxSize} bytes.`;
      return refuse(c, { status: 413, code: "payloadTooLarge", message });
    },
  });
  return (c, next) => {
    // A read carries no body the API would look at; checking one would build a full Request each time.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return readsOwnBody(c) ? next() : limit(c, next);
  };
};
