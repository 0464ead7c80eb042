import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody, traceIdOf } from "./errors";

/** No request body the operator's APIs accept comes near this; a bigger one is refused before it is read. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The operations CSV upload has its own, larger limit (routes/operations.ts: 5 MiB, 413 fileTooLarge). */
const OWN_LIMIT = /^\/subscriptions\/v2\/orgs\/[^/]+\/operations$/;

/** The refusal in the error body of the API the request was for (see /openapi/<api>.json). */
function tooLarge(c: Context, maxSize: number) {
  const message = `A request body must not exceed ${maxSize} bytes.`;
  if (c.req.path.startsWith("/auth/"))
    return c.json({ error: "invalid_request", error_description: message }, 413);
  if (c.req.path.startsWith("/gateway/"))
    return c.json(
      { code: "PAYLOAD_TOO_LARGE", title: "Payload too large.", ref: traceIdOf(c), details: message },
      413,
    );
  if (c.req.path.startsWith("/appointments/"))
    return c.json({ status: 413, msg: "Payload too large", componentMsg: message, id: traceIdOf(c) }, 413);
  return c.json(errorBody(c, "payloadTooLarge", message), 413);
}

export const limitBodySize = (maxSize = MAX_BODY_BYTES): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => tooLarge(c, maxSize),
  });
  return (c, next) => (c.req.method === "POST" && OWN_LIMIT.test(c.req.path) ? next() : limit(c, next));
};
