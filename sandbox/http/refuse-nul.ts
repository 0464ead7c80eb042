import type { MiddlewareHandler } from "hono";
import { readsOwnBody } from "./body-limit";
import { refuse } from "./refusal";

const REFUSAL = {
  status: 400,
  code: "invalidCharacter",
  message: "The request holds a NUL character (U+0000), which no field accepts.",
} as const;

/** `\u0000` in JSON text: the escape itself, not an escaped backslash followed by "u0000". */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** A form or a query decodes to a NUL exactly where its text holds `%00` (or a raw NUL). */
const encodedHoldsNul = (text: string) => text.includes("%00") || text.includes("\0");

/**
 * No text the operator's APIs store can hold a NUL (PostgreSQL refuses it in text and jsonb), so a
 * NUL in a query parameter or a request body is refused here with a 400, before any route reads it,
 * instead of failing the store's write with a 500. The CSV upload checks its own rows; a NUL in a
 * path names nothing (idEquals, store/db.ts) and gets the endpoint's own 404.
 */
export const refuseNul = (): MiddlewareHandler => async (c, next) => {
  const url = c.req.url;
  const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  if (encodedHoldsNul(query)) return refuse(c, REFUSAL);
  if (c.req.method === "GET" || c.req.method === "HEAD" || readsOwnBody(c)) return next();
  const text = await c.req.text();
  const nul = (c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded")
    ? encodedHoldsNul(text)
    : text.includes("\0") || JSON_NUL_ESCAPE.test(text);
  return nul ? refuse(c, REFUSAL) : next();
};
