import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import type { ColumnSpec } from "./table";

interface CellProps {
  "data-label"?: string;
  "data-card"?: string;
  role?: string;
}

type RowProps = { children?: ReactNode; "data-totals"?: string; role?: string };

/**
 * Where a cell sits on its row's card (app/globals.css, "stacked"): the title, the headline figure and
 * the status first, then a field per column named by its heading, the actions last.
 */
type Place = "title" | "total" | "status" | "field" | "actions";

const placeOf = (column: ColumnSpec, index: number, isTotals: boolean): Place => {
  if (index === 0) return "title";
  // The totals row is the closing card: every figure under its column's name.
  if (isTotals) return "field";
  return column.card ?? (column.hidden ? "actions" : "field");
};

function stackRow(row: ReactElement<RowProps>, columns: readonly (ColumnSpec | null)[]) {
  const isTotals = row.props["data-totals"] !== undefined;
  // Children.map keeps a null cell's index, so cells and columns stay in step.
  const cells = Children.map(row.props.children, (cell, index) => {
    const column = columns[index];
    if (!column || !isValidElement<CellProps>(cell)) return cell;
    const place = placeOf(column, index, isTotals);
    return cloneElement(cell, {
      role: "cell",
      // Shown before a field's value and a total; read but not shown for the rest (the title, the status).
      "data-label": column.label,
      "data-card": place === "field" ? undefined : place,
    });
  });
  return cloneElement(row, { role: "row" }, cells);
}

/**
 * A table's rows, each marked to become a card below the table's breakpoint (DataTable's stackBelow):
 * a cell names its column (shown before its value) and its place on the card. The rows must be Tr
 * elements whose children are the Td cells, in the columns' order. The roles are explicit because a
 * table restyled as blocks loses its table semantics in some browsers.
 */
export function stackRows(children: ReactNode, columns: readonly (ColumnSpec | null)[]): ReactNode {
  return Children.map(children, (row) => (isValidElement<RowProps>(row) ? stackRow(row, columns) : row));
}
