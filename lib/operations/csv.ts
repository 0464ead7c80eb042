import Papa from "papaparse";
import {
  CSV_COLUMNS,
  type CsvIssue,
  type OperationResult,
  validateOperationRow,
} from "@/contract/operations";
import {
  decodeCsv,
  type FileRefusal,
  fieldCountIssue,
  fileRefusalOf,
  headerIssues,
  readCsvTable,
  recordOf,
} from "@/contract/operations-file";
import { writeCsv } from "@/lib/csv";
import { numberFormat } from "@/lib/intl-formats";

/**
 * Browser-side reading of an operations file with the same reader as the sandbox
 * (`contract/operations-file.ts`: delimiter and encoding detected, blank lines skipped but
 * counted, the `error` column of a failed-rows file ignored), so what the preview accepts is what
 * the operator accepts. Rows are validated with the shared `validateOperationRow`.
 */

/** What the preview knows of an issue beyond its code, so it can be worded in the reader's language. */
interface IssueValues {
  /** File size in MiB, one decimal. */
  size?: number;
  hasHeader?: boolean;
  count?: number;
  expected?: number;
  found?: number;
  quotes?: boolean;
}
export type PreviewIssue = CsvIssue & { values?: IssueValues };

export interface PreviewRow {
  /** The row a spreadsheet shows, the header being row 1. */
  row: number;
  /** Cell text by column name (known columns only). */
  cells: Partial<Record<string, string>>;
  issues: PreviewIssue[];
  /** False while the file itself is broken (header): such a row is neither valid nor invalid yet. */
  isChecked: boolean;
}

/** An issue of the file as a whole: its header, or a refusal the operator would give (same code). */
export type FileIssue =
  | PreviewIssue
  | (Omit<CsvIssue, "code"> & { code: FileRefusal["code"]; values?: IssueValues });

export interface CsvPreview {
  columns: string[];
  /** Issues of the file itself (header, size, row count). Sending is impossible while any exists. */
  fileIssues: FileIssue[];
  rows: PreviewRow[];
  invalidCount: number;
}

/** Reads a file's bytes (any encoding the reader knows) into a preview. */
export function readOperationsFile(bytes: Uint8Array): CsvPreview {
  return readOperationsCsv(decodeCsv(bytes).text, bytes.byteLength);
}

export function readOperationsCsv(text: string, sizeBytes = new Blob([text]).size): CsvPreview {
  const table = readCsvTable(text);
  const { columns, records } = table;
  const header = columns.length ? headerIssues(columns) : [];
  const refusal = fileRefusalOf(table, sizeBytes);
  const refusalValues: IssueValues = {
    size: Math.round((sizeBytes / 1024 / 1024) * 10) / 10,
    hasHeader: columns.length > 0,
    count: records.length,
  };
  const fileIssues: FileIssue[] = [
    ...(refusal ? [{ row: 1, column: null, ...refusal, values: refusalValues }] : []),
    ...header,
  ];
  if (!columns.length) return { columns: [], fileIssues, rows: [], invalidCount: 0 };
  const isHeaderBroken = header.length > 0;
  let invalidCount = 0;
  const rows = records.map(({ row, cells }): PreviewRow => {
    const record = recordOf(columns, cells, table);
    const issues: PreviewIssue[] = [];
    const quoteError = table.quoteErrors.get(row);
    if (quoteError)
      issues.push({ row, column: null, code: "malformedCsv", message: quoteError, values: { quotes: true } });
    const countIssue = fieldCountIssue(row, columns, cells);
    if (countIssue) issues.push({ ...countIssue, values: { expected: columns.length, found: cells.length } });
    else if (!isHeaderBroken) {
      const result = validateOperationRow(record, row);
      if (!result.ok) issues.push(...result.issues);
    }
    if (issues.length) invalidCount += 1;
    return { row, cells: record, issues, isChecked: !isHeaderBroken || issues.length > 0 };
  });
  return { columns: Object.keys(recordOf(columns, [])), fileIssues, rows, invalidCount };
}

/**
 * A cell as the preview shows it: a credit limit as it was read, with the page's decimal separator
 * ("75,50" of a `;` file shows 75,50 in Spanish and 75.50 in English; "1.500" shows 1500).
 */
export function shownCell(column: string, text: string, locale: string): string {
  if (column !== "credit_limit" || !/^\d+(\.\d+)?$/.test(text.trim())) return text;
  const separator = numberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value;
  return text.trim().replace(".", separator ?? ".");
}

/** The CSV to send to the operator (not a download: cells go unchanged): the known columns of the valid rows only. */
export function validRowsCsv(preview: CsvPreview): string {
  const columns = CSV_COLUMNS.filter((c) => preview.columns.includes(c));
  const data = preview.rows
    .filter((r) => r.issues.length === 0)
    .map((r) => columns.map((c) => r.cells[c] ?? ""));
  return Papa.unparse({ fields: [...columns], data }, { newline: "\r\n" });
}

/** Failed rows for correction: the same columns as the file plus `error` (code: words). */
export function failedRowsCsv(
  results: readonly OperationResult[],
  sent: CsvPreview,
  words: (result: OperationResult, cells: Partial<Record<string, string>>) => string,
): string {
  const columns = CSV_COLUMNS.filter((c) => sent.columns.includes(c));
  const byRow = new Map(sent.rows.map((r) => [r.row, r]));
  const data = results
    .filter((r) => r.status === "FAILED")
    .map((r) => {
      const cells = byRow.get(r.row)?.cells ?? { operation: r.operation, subscription_id: r.subscription_id };
      const text = words(r, cells);
      return [...columns.map((c) => cells[c] ?? ""), r.code ? `${r.code}: ${text}` : text];
    });
  return writeCsv([...columns, "error"], data);
}

/** Invalid rows of the preview, for fixing offline: same columns plus `error`. */
export function invalidRowsCsv(preview: CsvPreview, words: (issue: PreviewIssue) => string): string {
  const columns = CSV_COLUMNS.filter((c) => preview.columns.includes(c));
  const data = preview.rows
    .filter((r) => r.issues.length > 0)
    .map((r) => [...columns.map((c) => r.cells[c] ?? ""), r.issues.map(words).join(" ")]);
  return writeCsv([...columns, "error"], data);
}

export const SAMPLE_OPERATIONS_CSV = [
  CSV_COLUMNS.join(","),
  "SUSPEND,SUB-1002,,,,Customer reported the phone stolen",
  "RESUME,SUB-1002,,,,Phone found",
  "CHANGE_PLAN,SUB-1001,Unlimited 80,,,Upgrade requested by the customer",
  "ADD_BONUS,SUB-1004,,ROAMING_EU,,Goodwill for the outage",
  "SET_CREDIT_LIMIT,SUB-1004,,,150.50,Credit review",
  "",
].join("\r\n");
