import Papa from "papaparse";
import {
  CSV_COLUMNS,
  type CsvIssue,
  MAX_CSV_ROWS,
  type OperationRow,
  REQUIRED_CSV_COLUMNS,
  validateOperationRow,
} from "../../../lib/operator/operations/schemas";

export interface ParsedRow {
  /** Record number, the header being row 1. */
  row: number;
  data: OperationRow;
}

export type CsvParseResult =
  | { ok: true; rows: ParsedRow[] }
  | {
      ok: false;
      code: "emptyFile" | "tooManyRows" | "malformedCsv" | "invalidOperations";
      message: string;
      issues: CsvIssue[];
    };

const STRUCTURAL = new Set<CsvIssue["code"]>([
  "malformedCsv",
  "missingColumn",
  "unknownColumn",
  "duplicateColumn",
]);

/**
 * Parses and validates a whole operations file. Nothing is applied unless every row is valid, so a
 * 400 never leaves a half-applied file behind.
 */
export function parseOperationsCsv(text: string): CsvParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: ",",
    skipEmptyLines: "greedy",
  });
  const issues: CsvIssue[] = parsed.errors.map((error) => ({
    row: (error.row ?? 0) + 1,
    column: null,
    code: "malformedCsv",
    message: error.message,
  }));
  const [header, ...records] = parsed.data;
  if (!header || header.every((h) => h.trim() === ""))
    return { ok: false, code: "emptyFile", message: "The file is empty.", issues: [] };
  const columns = header.map((h) => h.trim().toLowerCase());
  issues.push(...headerIssues(columns));
  if (!records.length && !issues.length)
    return { ok: false, code: "emptyFile", message: "The file has a header but no operations.", issues: [] };
  if (records.length > MAX_CSV_ROWS)
    return {
      ok: false,
      code: "tooManyRows",
      message: `A file may hold at most ${MAX_CSV_ROWS} operations; this one has ${records.length}.`,
      issues: [],
    };

  const rows: ParsedRow[] = [];
  if (!issues.some((i) => i.row === 1)) {
    records.forEach((cells, index) => {
      const row = index + 2;
      if (cells.length !== columns.length) {
        issues.push({
          row,
          column: null,
          code: "malformedCsv",
          message: `Expected ${columns.length} fields, found ${cells.length}.`,
        });
        return;
      }
      const record: Record<string, string> = {};
      columns.forEach((column, i) => {
        record[column] = cells[i] ?? "";
      });
      const result = validateOperationRow(record, row);
      if (result.ok) rows.push({ row, data: result.data });
      else issues.push(...result.issues);
    });
  }

  if (!issues.length) return { ok: true, rows };
  issues.sort((a, b) => a.row - b.row);
  const structural = issues.some((i) => STRUCTURAL.has(i.code));
  return {
    ok: false,
    code: structural ? "malformedCsv" : "invalidOperations",
    message: structural
      ? "The file is not a well-formed operations CSV; nothing was applied."
      : "Some operations are invalid; nothing was applied.",
    issues,
  };
}

function headerIssues(columns: string[]): CsvIssue[] {
  const issues: CsvIssue[] = [];
  const known = new Set<string>(CSV_COLUMNS);
  columns.forEach((column, index) => {
    if (!known.has(column))
      issues.push({
        row: 1,
        column: column || `#${index + 1}`,
        code: "unknownColumn",
        message: `Unknown column; the columns are: ${CSV_COLUMNS.join(", ")}.`,
      });
    else if (columns.indexOf(column) !== index)
      issues.push({ row: 1, column, code: "duplicateColumn", message: "The column appears twice." });
  });
  for (const required of REQUIRED_CSV_COLUMNS)
    if (!columns.includes(required))
      issues.push({ row: 1, column: required, code: "missingColumn", message: "This column is required." });
  return issues;
}
