import type { MiddlewareHandler } from "hono";
import { readsOwnBody } from "./body-limit";
import { refuse } from "./refusal";

/** `\u0000` in JSON text: the escape itself, not an escaped backslash followed by "u0000". */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

const holdsNul = (values: Iterable<string>) => [...values].some((value) => value.includes("\0"));

function formHoldsNul(text: string): boolean {
  const form = new URLSearchParams(text);
  return holdsNul(form.keys()) || holdsNul(form.values());
}

/**
 * No text the operator's APIs store can hold a NUL (PostgreSQL refuses it in text and jsonb), so a
 * NUL in a query parameter or a request body is refused here with a 400, before any route reads it,
 * instead of failing the store's write with a 500. The CSV upload checks its own rows.
 */
export const refuseNul = (): MiddlewareHandler => async (c, next) => {
  const refusal = {
    status: 400,
    code: "invalidCharacter",
    message: "The request holds a NUL character (U+0000), which no field accepts.",
  } as const;
  const query = new URL(c.req.url).searchParams;
  if (holdsNul(query.keys()) || holdsNul(query.values())) return refuse(c, refusal);
  if (c.req.method === "GET" || c.req.method === "HEAD" || readsOwnBody(c)) return next();
  const type = c.req.header("content-type") ?? "";
  const text = await c.req.text();
  const nul = type.startsWith("application/x-www-form-urlencoded")
    ? formHoldsNul(text)
    : text.includes("\0") || JSON_NUL_ESCAPE.test(text);
  return nul ? refuse(c, refusal) : next();
};
