import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors";

/** No request body the operator's APIs accept comes near this; a bigger one is refused before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const limitBodySize = (maxSize = MAX_BODY_BYTES): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(errorBody(c, "payloadTooLarge", `A request body must not exceed ${maxSize} bytes.`), 413),
  });
