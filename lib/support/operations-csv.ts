import Papa from "papaparse";
import { writeCsv } from "@/lib/csv";
import {
  CSV_COLUMNS,
  type CsvIssue,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  type OperationResult,
  REQUIRED_CSV_COLUMNS,
  validateOperationRow,
} from "@/lib/operator/operations/schemas";

/**
 * Browser-side reading of an operations CSV, mirroring the sandbox's rules (header trimmed and
 * lower-cased, comma-separated, blank lines skipped, BOM ignored) so what the preview accepts is
 * what the operator accepts. Rows are validated with the shared `validateOperationRow`.
 */

export interface PreviewRow {
  /** Record number in the file, the header being row 1. */
  row: number;
  /** Cell text by column name (known columns only). */
  cells: Partial<Record<string, string>>;
  issues: CsvIssue[];
}

export interface CsvPreview {
  columns: string[];
  /** Issues of the file itself (header, size, row count). Sending is impossible while any exists. */
  fileIssues: CsvIssue[];
  rows: PreviewRow[];
  invalidCount: number;
}

export function readOperationsCsv(text: string, sizeBytes = new Blob([text]).size): CsvPreview {
  const fileIssues: CsvIssue[] = [];
  if (sizeBytes > MAX_CSV_BYTES) {
    fileIssues.push({
      row: 1,
      column: null,
      code: "malformedCsv",
      message: `The file is ${(sizeBytes / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_CSV_BYTES / 1024 / 1024} MB.`,
    });
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: ",",
    skipEmptyLines: "greedy",
  });
  const [header, ...records] = parsed.data;
  if (!header || header.every((h) => h.trim() === "")) {
    fileIssues.push({ row: 1, column: null, code: "malformedCsv", message: "The file is empty." });
    return { columns: [], fileIssues, rows: [], invalidCount: 0 };
  }
  const columns = header.map((h) => h.trim().toLowerCase());
  fileIssues.push(...headerIssues(columns));
  if (records.length === 0) {
    fileIssues.push({
      row: 1,
      column: null,
      code: "malformedCsv",
      message: "The file has a header but no operations.",
    });
  }
  if (records.length > MAX_CSV_ROWS) {
    fileIssues.push({
      row: 1,
      column: null,
      code: "malformedCsv",
      message: `A file may hold at most ${MAX_CSV_ROWS} operations; this one has ${records.length}.`,
    });
  }
  const quoteErrors = new Map<number, string>();
  for (const error of parsed.errors) if (error.row !== undefined) quoteErrors.set(error.row, error.message);

  const headerBroken = fileIssues.some(
    (i) => i.code !== "malformedCsv" || i.message.startsWith("The file has"),
  );
  let invalidCount = 0;
  const rows = records.map((cells, index): PreviewRow => {
    const row = index + 2;
    const record: Record<string, string> = {};
    columns.forEach((column, i) => {
      record[column] = cells[i] ?? "";
    });
    const issues: CsvIssue[] = [];
    const quoteError = quoteErrors.get(index + 1);
    if (quoteError) issues.push({ row, column: null, code: "malformedCsv", message: quoteError });
    if (cells.length !== columns.length) {
      issues.push({
        row,
        column: null,
        code: "malformedCsv",
        message: `Expected ${columns.length} fields, found ${cells.length}.`,
      });
    } else if (!headerBroken) {
      const result = validateOperationRow(record, row);
      if (!result.ok) issues.push(...result.issues);
    }
    if (issues.length) invalidCount += 1;
    return { row, cells: record, issues };
  });
  return { columns, fileIssues, rows, invalidCount };
}

function headerIssues(columns: string[]): CsvIssue[] {
  const issues: CsvIssue[] = [];
  const known = new Set<string>(CSV_COLUMNS);
  columns.forEach((column, index) => {
    if (!known.has(column)) {
      issues.push({
        row: 1,
        column: column || `#${index + 1}`,
        code: "unknownColumn",
        message: `Unknown column “${column || `#${index + 1}`}”; the columns are: ${CSV_COLUMNS.join(", ")}.`,
      });
    } else if (columns.indexOf(column) !== index) {
      issues.push({
        row: 1,
        column,
        code: "duplicateColumn",
        message: `The column “${column}” appears twice.`,
      });
    }
  });
  for (const required of REQUIRED_CSV_COLUMNS) {
    if (!columns.includes(required)) {
      issues.push({
        row: 1,
        column: required,
        code: "missingColumn",
        message: `The column “${required}” is required.`,
      });
    }
  }
  return issues;
}

/** The CSV to send to the operator (not a download: cells go unchanged): the known columns of the valid rows only. */
export function validRowsCsv(preview: CsvPreview): string {
  const columns = CSV_COLUMNS.filter((c) => preview.columns.includes(c));
  const data = preview.rows
    .filter((r) => r.issues.length === 0)
    .map((r) => columns.map((c) => r.cells[c] ?? ""));
  return Papa.unparse({ fields: [...columns], data }, { newline: "\r\n" });
}

/** Failed rows for correction: the same columns as the file plus `error` (code: message). */
export function failedRowsCsv(results: readonly OperationResult[], sent: CsvPreview): string {
  const columns = CSV_COLUMNS.filter((c) => sent.columns.includes(c));
  const byRow = new Map(sent.rows.map((r) => [r.row, r]));
  const data = results
    .filter((r) => r.status === "FAILED")
    .map((r) => {
      const cells = byRow.get(r.row)?.cells ?? { operation: r.operation, subscription_id: r.subscription_id };
      return [...columns.map((c) => cells[c] ?? ""), r.code ? `${r.code}: ${r.message}` : r.message];
    });
  return writeCsv([...columns, "error"], data);
}

/** Invalid rows of the preview, for fixing offline: same columns plus `error`. */
export function invalidRowsCsv(preview: CsvPreview): string {
  const columns = CSV_COLUMNS.filter((c) => preview.columns.includes(c));
  const data = preview.rows
    .filter((r) => r.issues.length > 0)
    .map((r) => [...columns.map((c) => r.cells[c] ?? ""), r.issues.map((i) => i.message).join(" ")]);
  return writeCsv([...columns, "error"], data);
}

export const SAMPLE_OPERATIONS_CSV = [
  CSV_COLUMNS.join(","),
  "SUSPEND,SUB-1002,,,,Customer reported the phone stolen",
  "RESUME,SUB-1002,,,,Phone found",
  "CHANGE_PLAN,SUB-1001,Unlimited 80,,,Upgrade requested by the customer",
  "ADD_BONUS,SUB-1004,,ROAMING-EU-5GB,,Goodwill for the outage",
  "SET_CREDIT_LIMIT,SUB-1004,,,150.50,Credit review",
  "",
].join("\r\n");
