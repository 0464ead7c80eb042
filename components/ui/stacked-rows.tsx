import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "./cn";
import type { ColumnSpec } from "./table";

interface CellProps {
  children?: ReactNode;
  detail?: ReactNode;
}

/** Where a field sits on the card: title, headline figure and status first, then the rest, actions last. */
const PLACES = {
  title: { rank: 0, field: "min-w-0 col-start-1", label: "sr-only", value: "font-medium" },
  total: {
    rank: 1,
    field: "min-w-0 col-start-2 row-start-1 text-right",
    label: "card-label",
    value: "text-base font-semibold",
  },
  status: { rank: 2, field: "min-w-0 col-start-1", label: "sr-only", value: "" },
  // The common case, a field per row of the card: short class names (app/globals.css), as a page has hundreds.
  other: { rank: 3, field: "card-field", label: "card-label", value: "text-right" },
  actions: { rank: 4, field: "min-w-0 col-span-2 pt-1", label: "sr-only", value: "" },
};

// A cell of several optional parts ({a ? … : null}{b ? … : null}) is empty when every part is.
const isEmpty = (node: ReactNode): boolean =>
  Array.isArray(node)
    ? node.every(isEmpty)
    : node === undefined || node === null || node === "" || node === false;

const placeOf = (column: ColumnSpec, index: number) =>
  PLACES[index === 0 ? "title" : (column.card ?? (column.hidden ? "actions" : "other"))];

function Card({
  row,
  columns,
}: {
  row: ReactElement<{ children?: ReactNode; "data-totals"?: string }>;
  columns: (ColumnSpec | null)[];
}) {
  // The totals row (totalsRow) reads as the table's closing card: shaded, every figure labelled.
  const isTotals = row.props["data-totals"] !== undefined;
  const fields = (
    Children.map(row.props.children, (cell, index) => {
      const column = columns[index];
      if (!column || !isValidElement<CellProps>(cell)) return null;
      // An empty cell (a decision not taken yet, a totals row's blank) is no field on a card.
      if (isEmpty(cell.props.children) && isEmpty(cell.props.detail)) return null;
      const place = isTotals && index > 0 ? PLACES.other : placeOf(column, index);
      return { column, index, cell: cell.props, ...place };
    }) ?? []
  ).sort((a, b) => a.rank - b.rank);
  return (
    <li
      className={cn(
        "rounded-lg border border-gray-200 p-4",
        isTotals ? "bg-gray-50 font-semibold" : "bg-white",
      )}
    >
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
        {fields.map(({ column, index, cell, field, label, value }) => (
          <div key={index} className={field}>
            <dt className={label}>{column.label}</dt>
            <dd className={cn("card-value", value)}>
              {cell.children}
              {cell.detail ? <p className="text-xs text-gray-600">{cell.detail}</p> : null}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * A table's rows as a list of cards (DataTable's stackBelow): each cell becomes a label/value pair
 * named by its column heading. The rows must be Tr elements whose children are the Td cells, in order.
 */
export function StackedRows({
  caption,
  columns,
  children,
  className,
}: {
  caption: string;
  columns: (ColumnSpec | null)[];
  children: ReactNode;
  className?: string;
}) {
  return (
    // Two cards a row where a tablet has the room (a table that stacks below "lg" or "xl").
    <ul aria-label={caption} className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {Children.map(children, (row) =>
        isValidElement<{ children?: ReactNode }>(row) ? <Card row={row} columns={columns} /> : null,
      )}
    </ul>
  );
}
