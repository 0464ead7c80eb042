import type Decimal from "decimal.js";
import { withTaxesFrom } from "../billing-math";
import { type DecimalString, toDecimal } from "../money";
import { USAGE_TYPES, type UsageType } from "../units";
import type { UsageRecord, UsageRecordsByType } from "./types";

export const RECORD_SORT_KEYS = ["date", "usage", "cost"] as const;
export type RecordSortKey = (typeof RECORD_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";
const RECORDS_PAGE_SIZE = 25;

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

function flattenRecords(records: UsageRecordsByType, type?: UsageType): RecordRow[] {
  const types = type ? [type] : USAGE_TYPES;
  return types.flatMap((t) =>
    records[t].map((r) => ({
      ...r,
      type: t,
      costWithTaxes: withTaxesFrom(r.costWithoutTaxes, r.taxPercentage),
    })),
  );
}

function matchesNumber(row: UsageRecord, search: string): boolean {
  const wanted = digitsOf(search);
  if (!wanted) return true;
  return (
    digitsOf(row.originNumber).includes(wanted) || digitsOf(row.destinationNumber ?? "").includes(wanted)
  );
}

/** Sort keys are computed once per row (not per comparison): a month can hold thousands of records. */
function sortKey(row: RecordRow, sort: RecordSortKey): Decimal | number {
  if (sort === "date") return Date.parse(row.initialDate);
  return toDecimal(sort === "usage" ? row.usage : row.costWithTaxes);
}

function compareKeys(a: Decimal | number, b: Decimal | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return typeof a === "number" || typeof b === "number" ? 0 : a.comparedTo(b);
}

/** Filter, search and sort: the table and the CSV export both call this, so they always agree. */
export function selectRecords(records: UsageRecordsByType, query: RecordQuery): RecordRow[] {
  const rows = flattenRecords(records, query.type).filter(
    (r) => !query.search || matchesNumber(r, query.search),
  );
  const sign = query.direction === "asc" ? 1 : -1;
  // Usage of different units does not compare: by usage, rows are grouped by type first.
  const byType = query.sort === "usage";
  return rows
    .map((row) => ({ row, key: sortKey(row, query.sort) }))
    .sort(
      (a, b) =>
        (byType ? sign * a.row.type.localeCompare(b.row.type) : 0) ||
        sign * compareKeys(a.key, b.key) ||
        a.row.id.localeCompare(b.row.id),
    )
    .map(({ row }) => row);
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
