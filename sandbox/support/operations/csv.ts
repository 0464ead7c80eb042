import { type CsvIssue, type OperationRow, validateOperationRow } from "../../../contract/operations";
// The very reader the portal's preview uses, so both refuse the same files in the same words.
import * as csvFile from "../../../contract/operations-file";

export interface ParsedRow {
  /** The row a spreadsheet shows, the header being row 1 (blank lines count). */
  row: number;
  data: OperationRow;
}

export type CsvParseResult =
  | { ok: true; rows: ParsedRow[] }
  | {
      ok: false;
      code: Exclude<csvFile.FileRefusal["code"], "fileTooLarge"> | "malformedCsv" | "invalidOperations";
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
  const table = csvFile.readCsvTable(text);
  const { columns, records } = table;
  const issues: CsvIssue[] = [...table.quoteErrors].map(([row, message]) => ({
    row,
    column: null,
    code: "malformedCsv",
    message,
  }));
  if (columns.length) issues.push(...csvFile.headerIssues(columns));
  // The size is the route's to refuse (413), before the file is read.
  const refusal = csvFile.fileRefusalOf(table);
  if (refusal && refusal.code !== "fileTooLarge" && (refusal.code === "tooManyRows" || !issues.length))
    return { ok: false, code: refusal.code, message: refusal.message, issues: [] };

  const rows: ParsedRow[] = [];
  if (!issues.some((i) => STRUCTURAL.has(i.code) && i.column !== null)) {
    for (const { row, cells } of records) {
      const countIssue = csvFile.fieldCountIssue(row, columns, cells);
      if (countIssue) {
        issues.push(countIssue);
        continue;
      }
      const result = validateOperationRow(csvFile.recordOf(columns, cells, table), row);
      if (result.ok) rows.push({ row, data: result.data });
      else issues.push(...result.issues);
    }
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
