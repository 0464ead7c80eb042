import { addTax, compareDecimals, type DecimalString } from "../money";
import { USAGE_TYPES, type UsageType } from "../units";
import type { UsageRecord, UsageRecordsByType } from "./types";

export const RECORD_SORT_KEYS = ["date", "usage", "cost"] as const;
export type RecordSortKey = (typeof RECORD_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";
export const RECORDS_PAGE_SIZE = 25;

/** One row of the records table (and of the CSV export, which uses the same rows). */
export interface RecordRow extends UsageRecord {
  type: UsageType;
  costWithTaxes: DecimalString;
}

export interface RecordQuery {
  type?: UsageType;
  /** A number or part of one; spaces, dashes and a leading + are ignored. */
  search?: string;
  sort: RecordSortKey;
  direction: SortDirection;
}

const digitsOf = (value: string) => value.replace(/[^\d]/g, "");

export function flattenRecords(records: UsageRecordsByType, type?: UsageType): RecordRow[] {
  const types = type ? [type] : USAGE_TYPES;
  return types.flatMap((t) =>
    records[t].map((r) => ({ ...r, type: t, costWithTaxes: addTax(r.costWithoutTaxes, r.taxPercentage) })),
  );
}

export function matchesNumber(row: UsageRecord, search: string): boolean {
  const wanted = digitsOf(search);
  if (!wanted) return true;
  return (
    digitsOf(row.originNumber).includes(wanted) || digitsOf(row.destinationNumber ?? "").includes(wanted)
  );
}

const comparators: Record<RecordSortKey, (a: RecordRow, b: RecordRow) => number> = {
  date: (a, b) => Date.parse(a.initialDate) - Date.parse(b.initialDate),
  // Usage of different units does not compare; group by type first, then by quantity.
  usage: (a, b) => a.type.localeCompare(b.type) || compareDecimals(a.usage, b.usage),
  cost: (a, b) => compareDecimals(a.costWithTaxes, b.costWithTaxes),
};

/** Filter, search and sort: the table and the CSV export both call this, so they always agree. */
export function selectRecords(records: UsageRecordsByType, query: RecordQuery): RecordRow[] {
  const rows = flattenRecords(records, query.type).filter(
    (r) => !query.search || matchesNumber(r, query.search),
  );
  const compare = comparators[query.sort];
  const sign = query.direction === "asc" ? 1 : -1;
  return rows.sort((a, b) => sign * compare(a, b) || a.id.localeCompare(b.id));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

export function paginate<T>(rows: readonly T[], page: number, size = RECORDS_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    items: rows.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: rows.length,
  };
}
