import { formatDay } from "../dates";
import type { UsageType } from "../units";
import { type DayRange, parseDayRange, parseUsageTypeParam } from "./range";
import { RECORD_SORT_KEYS, type RecordSortKey, type SortDirection } from "./records";

/** Search params as Next hands them to a page, or a URLSearchParams in a route handler. */
export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

export interface UsageParams {
  subscription?: string;
  range: DayRange;
  type?: UsageType;
  search?: string;
  sort: RecordSortKey;
  direction: SortDirection;
  page: number;
}

export type UsageParamsResult =
  | { ok: true; params: UsageParams }
  | { ok: false; message: string; subscription?: string };

export function readParam(raw: RawParams, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? (raw.get(key) ?? undefined) : raw[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.trim();
}

/**
 * One parser for the usage page and the CSV export. A bad date, a reversed range or an unknown type
 * is a message for the person; the caller then makes no upstream call.
 */
export function parseUsageParams(raw: RawParams, now = new Date()): UsageParamsResult {
  const subscription = readParam(raw, "sub") || undefined;
  const range = parseDayRange(readParam(raw, "from") || undefined, readParam(raw, "to") || undefined, now);
  if (!range.ok) return { ok: false, message: range.message, subscription };
  const type = parseUsageTypeParam(readParam(raw, "type"));
  if (!type.ok) return { ok: false, message: type.message, subscription };
  const sortRaw = readParam(raw, "sort");
  const sort = RECORD_SORT_KEYS.find((k) => k === sortRaw) ?? "date";
  const direction: SortDirection = readParam(raw, "dir") === "asc" ? "asc" : "desc";
  const page = Number.parseInt(readParam(raw, "page") ?? "1", 10);
  const search = readParam(raw, "q")?.slice(0, 40) || undefined;
  return {
    ok: true,
    params: {
      subscription,
      range: range.range,
      type: type.type,
      search,
      sort,
      direction,
      page: Number.isFinite(page) && page > 0 ? page : 1,
    },
  };
}

/** Back to URL form; defaults are left out so links stay short. */
export function usageSearch(params: UsageParams, overrides: Partial<UsageParams> = {}): string {
  const p = { ...params, ...overrides };
  const query = new URLSearchParams();
  if (p.subscription) query.set("sub", p.subscription);
  query.set("from", formatDay(p.range.from));
  query.set("to", formatDay(p.range.to));
  if (p.type) query.set("type", p.type);
  if (p.search) query.set("q", p.search);
  if (p.sort !== "date") query.set("sort", p.sort);
  if (p.direction !== "desc") query.set("dir", p.direction);
  if (p.page > 1) query.set("page", String(p.page));
  return query.toString();
}
