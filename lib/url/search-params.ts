import type { z } from "zod";

/** Search params as Next hands them to a page, or a URLSearchParams in a route handler. */
export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** What Next hands a page as `searchParams`. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A key's first value, trimmed: `?a=1&a=2` is "1", never an array a page did not expect. */
export function searchParam(raw: RawSearchParams, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? (raw.get(key) ?? undefined) : raw[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.trim();
}

/**
 * The one way pages and route handlers read their URL: every key's first value through a zod
 * schema whose fields fall back (`.catch`) where a bad value should not fail the page.
 */
export function parseSearchParams<S extends z.ZodType>(schema: S, raw: RawSearchParams): z.output<S> {
  const keys = raw instanceof URLSearchParams ? [...new Set(raw.keys())] : Object.keys(raw);
  return schema.parse(Object.fromEntries(keys.map((key) => [key, searchParam(raw, key)])));
}

/** `?page=`: a whole number from 1; anything else is the first page. */
export function pageParam(raw: RawSearchParams): number {
  const page = Number.parseInt(searchParam(raw, "page") ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** A filtered page's URL as read: its filters, or a message for the person (and no upstream call). */
export type ParsedFilters<T> =
  | { ok: true; params: T }
  | { ok: false; problem: FilterProblem; subscription?: string };

/** Why a filter in the URL was refused: a message of Common.filters.problem and its values. */
export interface FilterProblem {
  key:
    | "endDate"
    | "startDate"
    | "reversed"
    | "tooLong"
    | "usageType"
    | "movementType"
    | "direction"
    | "status";
  values: Record<string, string | number>;
}
