import type { MiddlewareHandler } from "hono";
import { findUnstorableText } from "../../contract/well-formed-text";
import { readsOwnBody } from "./body-limit";
import { type Refusal, refuse } from "./refusal";

const NUL_REFUSAL: Refusal = {
  status: 400,
  code: "invalidCharacter",
  message: "The request holds a NUL character (U+0000), which no field accepts.",
};

const SURROGATE_REFUSAL: Refusal = {
  status: 400,
  code: "invalidCharacter",
  message:
    "The request holds a lone UTF-16 surrogate (a \\uD800-\\uDFFF escape without its pair), which no field accepts.",
};

/** `\u0000` in JSON text: the escape itself, not an escaped backslash followed by "u0000". */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** A surrogate escape anywhere in JSON text: only then is the body parsed here to see whether it stands alone. */
const JSON_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** A form or a query decodes to a NUL exactly where its text holds `%00` (or a raw NUL). */
const encodedHoldsNul = (text: string) => text.includes("%00") || text.includes("\0");

/** Whether JSON text holds a lone surrogate once parsed (text that is not JSON is the route's to refuse). */
function jsonHoldsLoneSurrogate(text: string): boolean {
  if (!JSON_SURROGATE_ESCAPE.test(text)) return false;
  try {
    return findUnstorableText(JSON.parse(text))?.problem === "loneSurrogate";
  } catch {
    return false;
  }
}

/**
 * No text the operator's APIs store can hold a NUL (PostgreSQL refuses it in text and jsonb) or a lone
 * UTF-16 surrogate (UTF-8 cannot encode one; JSON carries it as an escape), so either, in a query
 * parameter or a request body, is refused here with a 400 in the API's error body, before any route reads
 * it, instead of failing the store's write with a 500. A form or a query cannot carry a lone surrogate
 * (percent-decoding yields U+FFFD). The CSV upload checks its own rows; a NUL in a path names nothing
 * (idEquals, store/db.ts) and gets the endpoint's own 404.
 */
export const refuseUnstorableText = (): MiddlewareHandler => async (c, next) => {
  const url = c.req.url;
  const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  if (encodedHoldsNul(query)) return refuse(c, NUL_REFUSAL);
  if (c.req.method === "GET" || c.req.method === "HEAD" || readsOwnBody(c)) return next();
  const text = await c.req.text();
  if ((c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded"))
    return encodedHoldsNul(text) ? refuse(c, NUL_REFUSAL) : next();
  if (text.includes("\0") || JSON_NUL_ESCAPE.test(text)) return refuse(c, NUL_REFUSAL);
  return jsonHoldsLoneSurrogate(text) ? refuse(c, SURROGATE_REFUSAL) : next();
};
