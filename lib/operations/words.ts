import type { useTranslations } from "next-intl";
import {
  CSV_COLUMNS,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  OPERATION_FAILURE_CODES,
  OPERATION_TYPES,
  type OperationResult,
} from "@/contract/operations";
import { isOneCellHeader } from "@/contract/operations-file";
import { type FileIssue, shownCell } from "./csv";

type OperationsWords = ReturnType<typeof useTranslations<"Operations">>;
type Cells = Partial<Record<string, string>>;

/**
 * An issue of a file or a row in the reader's language, from its code and column (and what the preview
 * measured). The operator's own sentence is kept only for what has no words here.
 */
export function wordIssue(t: OperationsWords, issue: FileIssue): string {
  const column = issue.column ?? "";
  const values = issue.values ?? {};
  switch (issue.code) {
    case "fileTooLarge":
      return values.size === undefined
        ? issue.message
        : t("problems.fileTooLarge", { sizeMb: values.size, limitMb: MAX_CSV_BYTES / 1024 / 1024 });
    case "emptyFile":
      if (values.hasHeader === undefined) return issue.message;
      return t(values.hasHeader ? "problems.noOperations" : "problems.emptyFile");
    case "tooManyRows":
      return values.count === undefined
        ? issue.message
        : t("problems.tooManyRows", { max: MAX_CSV_ROWS, count: values.count });
    case "unknownColumn": {
      const unknown = t("problems.unknownColumn", { column, columns: CSV_COLUMNS.join(", ") });
      return isOneCellHeader(column) ? `${unknown} ${t("problems.oneCellHeader")}` : unknown;
    }
    case "duplicateColumn":
    case "missingColumn":
      return t(`problems.${issue.code}`, { column });
    case "malformedCsv":
      if (values.quotes) return t("problems.quotes");
      return values.expected === undefined
        ? issue.message
        : t("problems.fieldCount", { columnCount: values.expected, cellCount: values.found ?? 0 });
    case "unknownOperation":
      return t("problems.unknownOperation", { operations: OPERATION_TYPES.join(", ") });
    case "missingParameter":
      return column === "operation"
        ? t("problems.operationRequired")
        : t("problems.missingParameter", { column });
    case "unexpectedParameter":
    case "invalidParameter":
      return t(`problems.${issue.code}`, { column });
  }
}

const isFailureCode = (code: string | null): code is (typeof OPERATION_FAILURE_CODES)[number] =>
  (OPERATION_FAILURE_CODES as readonly (string | null)[]).includes(code);

/**
 * The outcome of one row in the reader's language, from its code and the cells that were sent; a credit
 * limit with the locale's decimal separator (75,50 in Spanish).
 */
export function wordResult(t: OperationsWords, result: OperationResult, cells: Cells, locale = "en"): string {
  const values = {
    operation: result.operation,
    plan: cells.plan ?? "",
    bonus: cells.bonus_catalog_id ?? "",
    limit: shownCell("credit_limit", cells.credit_limit ?? "", locale),
  };
  if (result.status === "SUCCEEDED") return t("outcomes.succeeded", values);
  return isFailureCode(result.code) ? t(`outcomes.${result.code}`, values) : result.message;
}
