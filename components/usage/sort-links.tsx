import Link from "next/link";
import { useTranslations } from "next-intl";
import { Th } from "@/components/ui/table";
import { type UsageParams, usageSearch } from "@/lib/usage/params";
import { RECORD_COLUMN_KEY, type RECORD_COLUMNS } from "@/lib/usage/record-cells";
import type { RecordSortKey } from "@/lib/usage/records";

type RecordColumn = (typeof RECORD_COLUMNS)[number];

const SORTABLE: Partial<Record<RecordColumn, RecordSortKey>> = {
  Date: "date",
  Usage: "usage",
  "Cost incl. taxes": "cost",
};
export const RIGHT = new Set<RecordColumn>(["Usage", "Cost excl. taxes", "Tax", "Cost incl. taxes"]);

/** Sorts the records by one column: descending first, then the other way round. */
function SortLink({
  column,
  sortKey,
  params,
}: {
  column: RecordColumn;
  sortKey: RecordSortKey;
  params: UsageParams;
}) {
  const t = useTranslations("Usage");
  const records = useTranslations("Records");
  const isActive = params.sort === sortKey;
  const next = isActive && params.direction === "desc" ? "asc" : "desc";
  const href = `/customer/usage?${usageSearch(params, { sort: sortKey, direction: next, page: 1 })}` as const;
  return (
    <Link href={href} className="inline-flex items-center gap-1 hover:text-gray-900" scroll={false}>
      {records(`column.${RECORD_COLUMN_KEY[column]}`)}
      <span aria-hidden="true">{isActive ? (params.direction === "asc" ? "▲" : "▼") : "↕"}</span>
      <span className="sr-only">
        {" "}
        {t("sorted", { direction: isActive ? params.direction : "none", next })}
      </span>
    </Link>
  );
}

export function SortHeader({ column, params }: { column: RecordColumn; params: UsageParams }) {
  const records = useTranslations("Records");
  const sortKey = SORTABLE[column];
  const align = RIGHT.has(column) ? "right" : undefined;
  // Long headings ("Coste con impuestos") take two lines rather than push the last column off screen.
  if (!sortKey)
    return (
      <Th align={align} wrap>
        {records(`column.${RECORD_COLUMN_KEY[column]}`)}
      </Th>
    );
  const direction = params.direction === "asc" ? "ascending" : "descending";
  return (
    <Th align={align} wrap aria-sort={params.sort === sortKey ? direction : "none"}>
      <SortLink column={column} sortKey={sortKey} params={params} />
    </Th>
  );
}

/**
 * Below a desk's width (the records table's stackBelow, "xl") the records are cards, with no headings to
 * sort by: the same links, in a row above them.
 */
export function CardSortLinks({ params }: { params: UsageParams }) {
  const t = useTranslations("Usage");
  return (
    <nav
      aria-labelledby="records-sort"
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-brand-700 xl:hidden"
    >
      <span id="records-sort" className="text-gray-600">
        {t("sortBy")}
      </span>
      {Object.entries(SORTABLE).map(([column, sortKey]) => (
        <SortLink key={column} column={column as RecordColumn} sortKey={sortKey} params={params} />
      ))}
    </nav>
  );
}
