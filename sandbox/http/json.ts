import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LosslessNumber, stringify } from "lossless-json";

/** Marks a decimal string so it is written to JSON as a number without passing through a float. */
export const num = (decimal: string | number): LosslessNumber =>
  new LosslessNumber(trimDecimal(String(decimal)));

/** `12.50000000` (how Postgres returns numeric(30,8)) becomes `12.5`. */
export function trimDecimal(value: string): string {
  if (!value.includes(".")) return value;
  return value.replace(/0+$/, "").replace(/\.$/, "");
}

export function jsonResponse(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  c.header("content-type", "application/json; charset=utf-8");
  return c.body(stringify(body) ?? "null", status);
}
