import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors";

/** No request body the operator's APIs accept comes near this; a bigger one is refused before it is read. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The operations CSV upload has its own, larger limit (routes/operations.ts: 5 MiB, 413 fileTooLarge). */
const OWN_LIMIT = /^\/subscriptions\/v2\/orgs\/[^/]+\/operations$/;

export const limitBodySize = (maxSize = MAX_BODY_BYTES): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(errorBody(c, "payloadTooLarge", `A request body must not exceed ${maxSize} bytes.`), 413),
  });
  return (c, next) => (c.req.method === "POST" && OWN_LIMIT.test(c.req.path) ? next() : limit(c, next));
};
