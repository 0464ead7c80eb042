import { writeCsv } from "@/lib/csv";
import type { NamedBonus } from "./debit";
import { RECORD_COLUMNS, recordCells } from "./record-cells";
import type { RecordRow } from "./records";

/** Columns after the table's own: exact values for spreadsheets. */
export const CSV_EXTRA_COLUMNS = [
  "Record id",
  "Date (UTC)",
  "Usage (exact)",
  "Unit",
  "Cost excl. taxes (exact)",
  "Cost incl. taxes (exact)",
  "Currency",
] as const;

/**
 * The export of the records table: the same rows in the same order with the same cell text, then
 * the exact values. Formula-looking cells are neutralised by the shared writer.
 */
export function recordsCsv(
  rows: readonly RecordRow[],
  bonuses: readonly NamedBonus[],
  currency: string,
): string {
  const data = rows.map((row) => {
    const cells = recordCells(row, bonuses, currency);
    return [
      ...RECORD_COLUMNS.map((c) => cells[c]),
      row.id,
      row.initialDate,
      row.usage,
      row.unit,
      row.costWithoutTaxes,
      row.costWithTaxes,
      currency,
    ];
  });
  // The byte-order mark makes spreadsheet apps read the file as UTF-8 (the euro sign).
  return writeCsv([...RECORD_COLUMNS, ...CSV_EXTRA_COLUMNS], data, { bom: true });
}
