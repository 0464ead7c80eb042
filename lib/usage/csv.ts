import { writeCsvRows } from "@/lib/csv";
import type { NamedBonus } from "./debit";
import { RECORD_COLUMNS, recordCells } from "./record-cells";
import type { RecordRow } from "./records";

/** Columns after the table's own: exact values for spreadsheets. */
const CSV_EXTRA_COLUMNS = [
  "Record id",
  "Date (UTC)",
  "Usage (exact)",
  "Unit",
  "Cost excl. taxes (exact)",
  "Cost incl. taxes (exact)",
  "Currency",
] as const;

/** Rows per chunk of the streamed export: small enough to keep memory flat, big enough to be cheap. */
const ROWS_PER_CHUNK = 2_000;

function csvCells(row: RecordRow, bonuses: readonly NamedBonus[], currency: string): string[] {
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
}

/**
 * The export of the records table, as CSV text chunks: the same rows in the same order with the same
 * cell text, then the exact values. Formula-looking cells are neutralised by the shared writer (phone
 * numbers and signed amounts stay as they are). Cells are made per chunk, so the whole file never
 * sits in memory at once.
 */
function* recordsCsvChunks(
  rows: readonly RecordRow[],
  bonuses: readonly NamedBonus[],
  currency: string,
): Generator<string> {
  // The byte-order mark makes spreadsheet apps read the file as UTF-8 (the euro sign).
  yield `\uFEFF${writeCsvRows([[...RECORD_COLUMNS, ...CSV_EXTRA_COLUMNS]])}`;
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    const data = rows.slice(start, start + ROWS_PER_CHUNK).map((row) => csvCells(row, bonuses, currency));
    yield `\r\n${writeCsvRows(data)}`;
  }
}

export function recordsCsv(
  rows: readonly RecordRow[],
  bonuses: readonly NamedBonus[],
  currency: string,
): string {
  return [...recordsCsvChunks(rows, bonuses, currency)].join("");
}

/** The export as a byte stream that produces each chunk only when the client is ready for it. */
export function recordsCsvStream(
  rows: readonly RecordRow[],
  bonuses: readonly NamedBonus[],
  currency: string,
): ReadableStream<Uint8Array> {
  const chunks = recordsCsvChunks(rows, bonuses, currency);
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}
