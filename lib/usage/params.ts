import { type ParsedFilters, pageParam, type RawSearchParams, searchParam } from "@/lib/url/search-params";
import type { UsageType } from "../units";
import { type DayRange, dayRangeParams, lineAndRangeQuery, parseUsageTypeParam } from "./range";
import { RECORD_SORT_KEYS, type RecordSortKey, type SortDirection } from "./records";

export interface UsageParams {
  subscription?: string;
  range: DayRange;
  type?: UsageType;
  search?: string;
  sort: RecordSortKey;
  direction: SortDirection;
  page: number;
}

/**
 * One parser for the usage page and the CSV export. A bad date, a reversed range or an unknown type
 * is a message for the person; the caller then makes no upstream call.
 */
export function parseUsageParams(raw: RawSearchParams, now = new Date()): ParsedFilters<UsageParams> {
  const subscription = searchParam(raw, "sub") || undefined;
  const range = dayRangeParams(raw, now);
  if (!range.ok) return { ok: false, problem: range.problem, subscription };
  const type = parseUsageTypeParam(searchParam(raw, "type"));
  if (!type.ok) return { ok: false, problem: type.problem, subscription };
  const sortRaw = searchParam(raw, "sort");
  const sort = RECORD_SORT_KEYS.find((k) => k === sortRaw) ?? "date";
  const direction: SortDirection = searchParam(raw, "dir") === "asc" ? "asc" : "desc";
  const search = searchParam(raw, "q")?.slice(0, 40) || undefined;
  return {
    ok: true,
    params: {
      subscription,
      range: range.range,
      type: type.type,
      search,
      sort,
      direction,
      page: pageParam(raw),
    },
  };
}

/** Back to URL form; defaults are left out so links stay short. */
export function usageSearch(params: UsageParams, overrides: Partial<UsageParams> = {}): string {
  const p = { ...params, ...overrides };
  const query = lineAndRangeQuery(p.subscription, p.range);
  if (p.type) query.set("type", p.type);
  if (p.search) query.set("q", p.search);
  if (p.sort !== "date") query.set("sort", p.sort);
  if (p.direction !== "desc") query.set("dir", p.direction);
  if (p.page > 1) query.set("page", String(p.page));
  return query.toString();
}
