import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * Scrolls horizontally on narrow screens instead of squashing columns. The scroll box is a named,
 * focusable region, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableContainer({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
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

export function Th({ className, align, scope = "col", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope={scope}
      className={cn(
        "px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase whitespace-nowrap",
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
    <td
      className={cn("px-4 py-3 text-gray-800 tabular-nums", align === "right" && "text-right", className)}
      {...props}
    >
      {children}
      {detail ? <p className="text-xs text-gray-500">{detail}</p> : null}
    </td>
  );
}

/** A column heading: its words, right-aligned for amounts, or read only by screen readers (an actions column). */
type Column = string | { label: string; align?: "right"; hidden?: boolean };

/** A column of amounts: right-aligned, so the decimals line up. */
export const amountColumn = (label: string): Column => ({ label, align: "right" });

/** A column named only for screen readers (row actions). */
export const hiddenColumn = (label: string): Column => ({ label, hidden: true });

function HeaderRow({ columns }: { columns: readonly (Column | null)[] }) {
  return (
    <THead>
      <tr>
        {columns.map((column) => {
          if (column === null) return null;
          const { label, align, hidden } = typeof column === "string" ? { label: column } : column;
          return (
            <Th key={label} align={align}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </Th>
          );
        })}
      </tr>
    </THead>
  );
}

interface DataTableProps extends Omit<HTMLAttributes<HTMLTableElement>, "children"> {
  caption: string;
  columns: readonly (Column | null)[];
  /** The rows. */
  children: ReactNode;
  /** Said under the headings when there are no rows; false while there are. */
  empty?: string | false;
}

/** A captioned table in its horizontal scroll box, with one heading per column. */
export function DataTable({ caption, columns, children, empty, ...props }: DataTableProps) {
  return (
    <TableContainer aria-label={caption}>
      <Table {...props}>
        <TableCaption>{caption}</TableCaption>
        <HeaderRow columns={columns} />
        <TBody>{children}</TBody>
      </Table>
      {empty ? <p className="px-4 py-6 text-center text-sm text-gray-600">{empty}</p> : null}
    </TableContainer>
  );
}
