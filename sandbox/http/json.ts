import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { parseDecimalJson, stringifyDecimalJson } from "../../contract/decimal-json";
import { ApiError } from "./errors";

/** `12.50000000` (how Postgres returns numeric(30,8)) becomes `12.5`. */
export function trimDecimal(value: string): string {
  if (!value.includes(".")) return value;
  return value.replace(/0+$/, "").replace(/\.$/, "");
}

/** Writes a body whose decimal fields (see DECIMAL_KEYS) hold strings: they go out as exact JSON numbers. */
export function jsonResponse(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  c.header("content-type", "application/json; charset=utf-8");
  return c.body(stringifyDecimalJson(body), status);
}

/** Reads a JSON request body losslessly: decimal fields arrive as strings, so their places can be counted. */
export async function readJsonBody(c: Context, errorCode: string): Promise<unknown> {
  const text = await c.req.text();
  try {
    return parseDecimalJson(text);
  } catch {
    throw new ApiError(400, errorCode, "The request body is not valid JSON.");
  }
}
