import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";
import { ScrollBox, type ScrollBoxProps } from "./scroll-box";
import { stackRows } from "./stacked-rows";

/**
 * Scrolls horizontally on narrow screens instead of squashing columns. The scroll box is a named
 * region, a tab stop while it can scroll, so keyboard users can scroll it too.
 */
export function TableContainer({ className, ...props }: ScrollBoxProps) {
  return (
    <ScrollBox
      className={cn(
        "relative overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600",
        className,
      )}
      {...props}
    />
  );
}

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cn("min-w-full divide-y divide-gray-200 text-sm", className)} {...props} />;
}

export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn("sr-only", className)} {...props} />;
}

export function THead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("bg-gray-50", className)} {...props} />;
}

export function TBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn("divide-y divide-gray-100", className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("hover:bg-gray-50/60", className)} {...props} />;
}

interface ThProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** A long heading may take two lines (a wide table), instead of keeping to one. */
  wrap?: boolean;
}

export function Th({ className, align, wrap, scope = "col", ...props }: ThProps) {
  return (
    <th
      scope={scope}
      className={cn(
        "px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase",
        wrap ? "min-w-24" : "whitespace-nowrap",
        align === "right" && "text-right",
        className,
      )}
      {...props}
    />
  );
}

interface TdProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** A second, smaller line under the cell's value (an id, a tax rate). */
  detail?: ReactNode;
}

/** Use align="right" for amounts so decimals line up (tabular-nums is on). */
export function Td({ className, align, detail, children, ...props }: TdProps) {
  return (
    <td className={cn("cell", align === "right" && "text-right", className)} {...props}>
      {children}
      {detail ? <p className="text-xs text-gray-500">{detail}</p> : null}
    </td>
  );
}

/**
 * A column heading: its words, right-aligned for amounts, or read only by screen readers (an actions column).
 * `card` places it at the top of a row's card (stackBelow): the row's headline figure, or its status.
 */
export interface ColumnSpec {
  label: string;
  align?: "right";
  hidden?: boolean;
  card?: "total" | "status";
}
type Column = string | ColumnSpec;

const specOf = (column: Column): ColumnSpec => (typeof column === "string" ? { label: column } : column);

/** A column of amounts: right-aligned, so the decimals line up. */
export const amountColumn = (label: string): Column => ({ label, align: "right" });

/** The amount a row is about (its total): an amount column, and the largest figure on a phone card. */
export const totalColumn = (label: string): Column => ({ label, align: "right", card: "total" });

/** A row's status: next to its total on a phone card. */
export const statusColumn = (label: string): Column => ({ label, card: "status" });

/** A column named only for screen readers (row actions). */
export const hiddenColumn = (label: string): Column => ({ label, hidden: true });

function HeaderRow({ columns }: { columns: readonly (Column | null)[] }) {
  return (
    <tr>
      {columns.map((column) => {
        if (column === null) return null;
        const { label, align, hidden } = specOf(column);
        return (
          <Th key={label} align={align}>
            {hidden ? <span className="sr-only">{label}</span> : label}
          </Th>
        );
      })}
    </tr>
  );
}

interface DataTableProps extends Omit<HTMLAttributes<HTMLTableElement>, "children"> {
  caption: string;
  columns: readonly (Column | null)[];
  /** The rows: Tr elements of Td cells, one per column (null for a null column). */
  children: ReactNode;
  /** Said under the headings when there are no rows; false while there are. */
  empty?: string | false;
  /** A heading row that does more than name the columns (sort links); `columns` still name a card's fields. */
  head?: ReactNode;
  /**
   * Below this breakpoint each row is a card of label/value pairs instead: "sm" for phones; "lg" or "xl"
   * for a table whose columns need a desktop's width, so a tablet never scrolls it sideways.
   */
  stackBelow?: StackBreakpoint;
}

type StackBreakpoint = "sm" | "lg" | "xl";

// Whole class names, for Tailwind to find. The "stacked" variant (app/globals.css) applies below the
// breakpoint its container's stack-* class names.
const STACK_BELOW: Record<StackBreakpoint, string> = { sm: "stack-sm", lg: "stack-lg", xl: "stack-xl" };
const STACKED = {
  container: "stacked:overflow-visible stacked:border-0 stacked:bg-transparent",
  table: "stacked:block stacked:divide-y-0",
  head: "stacked:hidden",
  // Two cards a row where a tablet has the room (a table that stacks below "lg" or "xl").
  body: "stacked:grid stacked:gap-3 stacked:divide-y-0 stacked:sm:grid-cols-2",
};

/**
 * A captioned table in its horizontal scroll box, with one heading per column. With stackBelow, the same
 * table is restyled below the breakpoint as a list of cards, one per row: one rendering of the rows,
 * whatever the screen.
 */
export function DataTable({
  caption,
  columns,
  children,
  empty,
  head,
  stackBelow,
  className,
  ...props
}: DataTableProps) {
  const stacked = stackBelow !== undefined;
  const specs = columns.map((c) => (c === null ? null : specOf(c)));
  return (
    <TableContainer
      aria-label={caption}
      className={stacked ? cn(STACK_BELOW[stackBelow], STACKED.container) : undefined}
    >
      <Table
        role={stacked ? "table" : undefined}
        className={cn(stacked && STACKED.table, className)}
        {...props}
      >
        <TableCaption>{caption}</TableCaption>
        <THead className={stacked ? STACKED.head : undefined}>
          {head ?? <HeaderRow columns={columns} />}
        </THead>
        <TBody role={stacked ? "rowgroup" : undefined} className={stacked ? STACKED.body : undefined}>
          {stacked ? stackRows(children, specs) : children}
        </TBody>
      </Table>
      {empty ? <p className="px-4 py-6 text-center text-sm text-gray-600">{empty}</p> : null}
    </TableContainer>
  );
}
