import Papa from "papaparse";
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvIssue,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  REQUIRED_CSV_COLUMNS,
} from "./operations";

/**
 * Reading an operations file as real files come: any of the delimiters spreadsheets write (Excel in
 * Spain writes `;`), UTF-8 with or without BOM, UTF-16 (Excel's "Unicode text") or Windows-1252.
 * The browser's preview and the sandbox both read files with this module, so they always agree.
 */

export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** A column the portal adds to downloaded failed-rows files; ignored on upload so they round-trip. */
const IGNORED_CSV_COLUMNS = ["error"] as const;

const DELIMITERS = [",", ";", "\t"];

/** Text of a file's bytes: by its BOM, else UTF-16 by its zero bytes, else UTF-8, else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const [b0, b1, b2] = bytes;
  const decode = (encoding: CsvEncoding, from = 0) => ({
    text: new TextDecoder(encoding).decode(bytes.subarray(from)),
    encoding,
  });
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return decode("utf-8", 3);
  if (b0 === 0xff && b1 === 0xfe) return decode("utf-16le", 2);
  if (b0 === 0xfe && b1 === 0xff) return decode("utf-16be", 2);
  const sample = bytes.subarray(0, 512);
  const zeroAt = (parity: number) => sample.filter((b, i) => i % 2 === parity && b === 0).length;
  if (sample.length >= 4 && zeroAt(1) > sample.length / 4) return decode("utf-16le");
  if (sample.length >= 4 && zeroAt(0) > sample.length / 4) return decode("utf-16be");
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Not UTF-8: Excel's "CSV" on Windows in Western Europe is Windows-1252 (Suspensión, not Suspensi�n).
    return decode("windows-1252");
  }
}

interface CsvRecord {
  /** The row a spreadsheet shows for this record: the header is row 1, blank lines count. */
  row: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: string;
  /** Decimals are written with a comma: a `;` file is what a spreadsheet in a comma-decimal locale writes. */
  hasDecimalComma: boolean;
  /** Header cells, trimmed and lower-cased; empty when the file has no header. */
  columns: string[];
  records: CsvRecord[];
  /** Quoting problems, by spreadsheet row. */
  quoteErrors: Map<number, string>;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === "");

/** Splits a decoded file into records, guessing the delimiter among `,` `;` and tab. */
export function readCsvTable(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: "",
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: false,
  });
  // Papa numbers records from 0; each record is one spreadsheet row (quoted line breaks stay in a cell).
  const all = parsed.data.map((cells, index) => ({ row: index + 1, cells }));
  const quoteErrors = new Map<number, string>();
  for (const error of parsed.errors)
    if (error.row !== undefined && error.code !== "UndetectableDelimiter")
      quoteErrors.set(error.row + 1, error.message);
  const [header, ...rest] = all.filter((r) => !isBlank(r.cells));
  return {
    delimiter: parsed.meta.delimiter,
    hasDecimalComma: parsed.meta.delimiter === ";",
    columns: header ? header.cells.map((h) => h.trim().toLowerCase()) : [],
    records: rest,
    quoteErrors,
  };
}

/** Why a whole file cannot be taken: the same code and words in the browser's preview and the sandbox. */
export interface FileRefusal {
  code: "fileTooLarge" | "emptyFile" | "tooManyRows";
  message: string;
}

export function fileRefusalOf(table: CsvTable, sizeBytes?: number): FileRefusal | undefined {
  if (sizeBytes !== undefined && sizeBytes > MAX_CSV_BYTES)
    return {
      code: "fileTooLarge",
      message: `The file is ${(sizeBytes / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_CSV_BYTES / 1024 / 1024} MB.`,
    };
  if (!table.columns.length) return { code: "emptyFile", message: "The file is empty." };
  if (!table.records.length)
    return { code: "emptyFile", message: "The file has a header but no operations." };
  if (table.records.length > MAX_CSV_ROWS)
    return {
      code: "tooManyRows",
      message: `A file may hold at most ${MAX_CSV_ROWS} operations; this one has ${table.records.length}.`,
    };
  return undefined;
}

/** What is wrong with a header: unknown, duplicated or missing columns (the `error` column is fine). */
export function headerIssues(columns: readonly string[], headerRow = 1): CsvIssue[] {
  const issues: CsvIssue[] = [];
  const known = new Set<string>([...CSV_COLUMNS, ...IGNORED_CSV_COLUMNS]);
  columns.forEach((column, index) => {
    const name = column || `#${index + 1}`;
    if (!known.has(column))
      issues.push({
        row: headerRow,
        column: name,
        code: "unknownColumn",
        message: `Unknown column “${name}”; the columns are: ${CSV_COLUMNS.join(", ")}.${hintFor(column)}`,
      });
    else if (columns.indexOf(column) !== index)
      issues.push({
        row: headerRow,
        column,
        code: "duplicateColumn",
        message: `The column “${column}” appears twice.`,
      });
  });
  for (const required of REQUIRED_CSV_COLUMNS)
    if (!columns.includes(required))
      issues.push({
        row: headerRow,
        column: required,
        code: "missingColumn",
        message: `The column “${required}” is required.`,
      });
  return issues;
}

/** One header cell holding every column name: the file uses a delimiter that could not be told. */
export const isOneCellHeader = (column: string) => CSV_COLUMNS.every((c) => column.includes(c));

function hintFor(column: string): string {
  return isOneCellHeader(column)
    ? " The header looks like one cell: separate the columns with commas, semicolons or tabs."
    : "";
}

/** Columns holding a decimal number, read in the file's decimal convention. */
const DECIMAL_COLUMNS: readonly string[] = ["credit_limit"] satisfies CsvColumn[];

/**
 * A decimal written with a decimal comma, as the API reads it: "75,50" -> "75.50", "1.234,5" -> "1234.5",
 * "1.500" -> "1500" (a dot before groups of three is a thousands separator there; "0.5" and "75.50"
 * cannot be one and stay as written). Anything else is
 * returned as written, for the row's validation to refuse or accept.
 */
function readDecimalComma(text: string): string {
  const match = /^([1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(text.trim());
  if (!match?.[1]) return text;
  const whole = match[1].replaceAll(".", "");
  return match[2] === undefined ? whole : `${whole}.${match[2]}`;
}

/**
 * A record as column -> cell text (only the columns that matter; the `error` column is dropped), its
 * decimals with a decimal point whatever the file's convention.
 */
export function recordOf(
  columns: readonly string[],
  cells: readonly string[],
  { hasDecimalComma = false }: { hasDecimalComma?: boolean } = {},
): Record<string, string> {
  const record: Record<string, string> = {};
  columns.forEach((column, i) => {
    if ((IGNORED_CSV_COLUMNS as readonly string[]).includes(column)) return;
    const cell = cells[i] ?? "";
    record[column] = hasDecimalComma && DECIMAL_COLUMNS.includes(column) ? readDecimalComma(cell) : cell;
  });
  return record;
}

/** A record with more or fewer cells than the header has columns, the same words in preview and sandbox. */
export function fieldCountIssue(
  row: number,
  columns: readonly string[],
  cells: readonly string[],
): CsvIssue | null {
  if (cells.length === columns.length) return null;
  return {
    row,
    column: null,
    code: "malformedCsv",
    message: `Expected ${columns.length} fields, found ${cells.length}.`,
  };
}
