import { type CsvDialect, csvDecimal, csvDialectOf, writeCsvRows } from "@/lib/csv";
import type { NamedBonus } from "./debit";
import { RECORD_COLUMN_KEY, RECORD_COLUMNS, type RecordCells, recordCellsOf } from "./record-cells";
import { ENGLISH_RECORD_WORDS, type RecordWords } from "./record-words";
import type { RecordRow } from "./records";

/** Columns after the table's own: exact values for spreadsheets (Records.extra.*). */
const CSV_EXTRA_COLUMNS = [
  "recordId",
  "dateUtc",
  "usageExact",
  "unit",
  "costExclExact",
  "costInclExact",
  "currency",
] as const;

/** Rows per chunk of the streamed export: small enough to keep memory flat, big enough to be cheap. */
const ROWS_PER_CHUNK = 2_000;

function csvCells(row: RecordRow, cells: RecordCells, currency: string, dialect: CsvDialect): string[] {
  return [
    ...RECORD_COLUMNS.map((c) => cells[c]),
    row.id,
    row.initialDate,
    csvDecimal(row.usage, dialect),
    row.unit,
    csvDecimal(row.costWithoutTaxes, dialect),
    csvDecimal(row.costWithTaxes, dialect),
    currency,
  ];
}

/** The export's first line: the table's headings, then the exact values' (Records.extra.*). */
function csvHeader(words: RecordWords): string {
  const headers = [
    ...RECORD_COLUMNS.map((column) => words.t(`column.${RECORD_COLUMN_KEY[column]}`)),
    ...CSV_EXTRA_COLUMNS.map((column) => words.t(`extra.${column}`)),
  ];
  // The byte-order mark makes spreadsheet apps read the file as UTF-8 (the euro sign).
  return `\uFEFF${writeCsvRows([headers], csvDialectOf(words.locale))}`;
}

/** What a row's cells say: the table's words for the bonuses and currency of the line. */
export interface CsvWording {
  bonuses: readonly NamedBonus[];
  currency: string;
  words?: RecordWords;
}

/** Rows as CSV text, ROWS_PER_CHUNK at a time, each chunk starting with its line break. */
function* rowChunks(
  rows: readonly RecordRow[],
  cellsOf: (row: RecordRow) => RecordCells,
  currency: string,
  dialect: CsvDialect,
) {
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    const data = rows
      .slice(start, start + ROWS_PER_CHUNK)
      .map((row) => csvCells(row, cellsOf(row), currency, dialect));
    yield `\r\n${writeCsvRows(data, dialect)}`;
  }
}

/**
 * The export of the records table, as CSV text chunks: the same rows in the same order with the same
 * cell text, then the exact values, in the CSV dialect of the words' locale (`;` and decimal commas in
 * Spanish, so Excel there opens it in columns and reads the exact values as numbers). Formula-looking cells are neutralised by the shared writer (phone
 * numbers and signed amounts stay as they are). Cells are made per chunk, so the whole file never
 * sits in memory at once. The rows come in batches (the export by date reads them a window at a time).
 */
async function* recordsCsvChunks(
  batches: AsyncIterable<readonly RecordRow[]> | Iterable<readonly RecordRow[]>,
  { bonuses, currency, words = ENGLISH_RECORD_WORDS }: CsvWording,
): AsyncGenerator<string> {
  yield csvHeader(words);
  const cellsOf = recordCellsOf(bonuses, currency, words);
  const dialect = csvDialectOf(words.locale);
  for await (const rows of batches) yield* rowChunks(rows, cellsOf, currency, dialect);
}

export function recordsCsv(
  rows: readonly RecordRow[],
  bonuses: readonly NamedBonus[],
  currency: string,
  words: RecordWords = ENGLISH_RECORD_WORDS,
): string {
  const cellsOf = recordCellsOf(bonuses, currency, words);
  return [csvHeader(words), ...rowChunks(rows, cellsOf, currency, csvDialectOf(words.locale))].join("");
}

/**
 * The export as a byte stream that produces each chunk only when the client is ready for it. A batch
 * that fails to arrive ends the stream with an error: the download fails instead of looking complete.
 */
export function recordsCsvStream(
  batches: AsyncIterable<readonly RecordRow[]> | Iterable<readonly RecordRow[]>,
  wording: CsvWording,
): ReadableStream<Uint8Array> {
  const chunks = recordsCsvChunks(batches, wording);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
