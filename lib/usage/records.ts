import { withTaxesFrom } from "../billing-math";
import { type DecimalString, toDecimal } from "../money";
import { USAGE_TYPES, type UsageType } from "../units";
import { derivedFrom } from "./derived";
import { remembered } from "./remembered";
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

const TYPE_ORDER: Record<UsageType, number> = { data: 0, sms: 1, voice: 2 };

/** Costs repeat across a month's records: each net amount and rate is taxed once. */
const grossOf = remembered((key) => {
  const [net = "0", percentage = "0"] = key.split(" ");
  return withTaxesFrom(net, percentage);
});

/**
 * A record and its type; the cost with taxes is worked out only for the rows someone reads. The fields
 * are copied one by one on purpose: a spread with a getter is 7–10× slower to sort at 100k records.
 */
class Row implements RecordRow {
  readonly id: string;
  readonly originNumber: string;
  readonly destinationNumber?: string;
  readonly initialDate: string;
  readonly usage: DecimalString;
  readonly unit: string;
  readonly costWithoutTaxes: DecimalString;
  readonly taxPercentage: DecimalString;
  readonly ratingCaseCategory?: string;
  readonly debitCase?: string;
  readonly debitCatalogId?: string;
  readonly debitCustomerId?: string;
  private gross?: DecimalString;

  constructor(
    record: UsageRecord,
    readonly type: UsageType,
  ) {
    this.id = record.id;
    this.originNumber = record.originNumber;
    this.destinationNumber = record.destinationNumber;
    this.initialDate = record.initialDate;
    this.usage = record.usage;
    this.unit = record.unit;
    this.costWithoutTaxes = record.costWithoutTaxes;
    this.taxPercentage = record.taxPercentage;
    this.ratingCaseCategory = record.ratingCaseCategory;
    this.debitCase = record.debitCase;
    this.debitCatalogId = record.debitCatalogId;
    this.debitCustomerId = record.debitCustomerId;
  }

  get costWithTaxes(): DecimalString {
    this.gross ??= grossOf(`${this.costWithoutTaxes} ${this.taxPercentage}`);
    return this.gross;
  }
}

function numberFilter(search: string | undefined): ((row: UsageRecord) => boolean) | undefined {
  const wanted = digitsOf(search ?? "");
  if (!wanted) return undefined;
  return (row) =>
    digitsOf(row.originNumber).includes(wanted) || digitsOf(row.destinationNumber ?? "").includes(wanted);
}

/**
 * An order of rows by a decimal field: equal fields compare equal, otherwise the nearest doubles decide
 * (rounding never reverses an order), and Decimal only where the doubles are too close to tell.
 */
function decimalOrder(
  rows: readonly Row[],
  { same, exact, approximate }: DecimalField,
): (a: number, b: number) => number {
  const keys = rows.map(approximate);
  return (a, b) => {
    const [ra, rb] = [rows[a], rows[b]];
    if (!ra || !rb || same(ra, rb)) return 0;
    const [x, y] = [keys[a] ?? 0, keys[b] ?? 0];
    if (Math.abs(x - y) > 1e-9 * Math.max(Math.abs(x), Math.abs(y))) return x < y ? -1 : 1;
    return toDecimal(exact(ra)).comparedTo(exact(rb));
  };
}

interface DecimalField {
  same(a: Row, b: Row): boolean;
  exact(row: Row): DecimalString;
  approximate(row: Row): number;
}

const USAGE_FIELD: DecimalField = {
  same: (a, b) => a.usage === b.usage,
  exact: (row) => row.usage,
  approximate: (row) => Number(row.usage),
};

const COST_FIELD: DecimalField = {
  same: (a, b) => a.costWithoutTaxes === b.costWithoutTaxes && a.taxPercentage === b.taxPercentage,
  exact: (row) => row.costWithTaxes,
  approximate: (row) => Number(row.costWithoutTaxes) * (1 + Number(row.taxPercentage) / 100),
};

function compareBy(rows: readonly Row[], sort: RecordSortKey): (a: number, b: number) => number {
  if (sort !== "date") return decimalOrder(rows, sort === "usage" ? USAGE_FIELD : COST_FIELD);
  const times = rows.map((r) => Date.parse(r.initialDate));
  return (a, b) => (times[a] ?? 0) - (times[b] ?? 0);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Filter, search and sort: the table and the CSV export both call this, so they always agree. The rows
 * that match and each order of them are kept with the records (derived.ts): paging, sorting again and
 * exporting the same month do not redo them.
 */
export function selectRecords(records: UsageRecordsByType, query: RecordQuery): RecordRow[] {
  const rows = derivedFrom(records, `rows ${query.type ?? ""} ${digitsOf(query.search ?? "")}`, () =>
    matchingRows(records, query),
  );
  const order = derivedFrom(rows, `${query.sort} ${query.direction}`, () => orderOf(rows, query), 6);
  return Array.from(order, (i) => rows[i] as Row);
}

function matchingRows(records: UsageRecordsByType, query: RecordQuery): Row[] {
  const matches = numberFilter(query.search);
  const rows: Row[] = [];
  for (const type of query.type ? [query.type] : USAGE_TYPES)
    for (const record of records[type]) if (!matches || matches(record)) rows.push(new Row(record, type));
  return rows;
}

function orderOf(rows: readonly Row[], query: RecordQuery): Uint32Array {
  const sign = query.direction === "asc" ? 1 : -1;
  const compare = compareBy(rows, query.sort);
  // Usage of different units does not compare: by usage, rows are grouped by type first.
  const byType = query.sort === "usage";
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const [ra, rb] = [rows[a], rows[b]];
    if (!ra || !rb) return 0;
    return (
      (byType ? sign * (TYPE_ORDER[ra.type] - TYPE_ORDER[rb.type]) : 0) ||
      sign * compare(a, b) ||
      byText(ra.id, rb.id)
    );
  });
  return Uint32Array.from(order);
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
