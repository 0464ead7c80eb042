import { z } from "zod";
import { DecimalString } from "./billing";

/**
 * Subscription administration operations v2 (contract 4.3, 7). The CSV layout, the operation types and
 * the response are designed in docs/support-apis.md. `operationRow` validates one CSV record
 * (header -> cell text) both in the sandbox and in the portal before upload.
 */

export const OPERATION_TYPES = ["SUSPEND", "RESUME", "CHANGE_PLAN", "ADD_BONUS", "SET_CREDIT_LIMIT"] as const;
export const operationType = z.enum(OPERATION_TYPES);
export type OperationType = z.infer<typeof operationType>;

/** Header names, in the recommended order; `operation` and `subscription_id` are required columns. */
export const CSV_COLUMNS = [
  "operation",
  "subscription_id",
  "plan",
  "bonus_catalog_id",
  "credit_limit",
  "reason",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS = ["operation", "subscription_id"] as const;

/** File limits (not shown in the contract): larger files get 413 fileTooLarge. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;

const blankToUndefined = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};
const cell = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const required = (column: CsvColumn, schema: z.ZodString) =>
  cell(z.string({ error: `${column} is required for this operation.` }).pipe(schema));
/** A parameter the operation does not take must be left empty (so a misplaced value is never lost silently). */
const absent = (column: CsvColumn) =>
  cell(z.undefined({ error: `${column} is not a parameter of this operation; leave it empty.` }).optional());

export const subscriptionIdCell = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, "subscription_id must be 1-40 letters, digits, - or _.");
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const NO_CONTROL_CHARACTERS = /^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$/;

/** Free text a store can keep: no NUL or other control character (tabs and line breaks are fine). */
const textCell = (column: CsvColumn, max: number) => {
  const message = `${column} must be at most ${max} characters, with no control characters.`;
  return z.string().max(max, message).regex(NO_CONTROL_CHARACTERS, message);
};
const planCell = textCell("plan", 80);
const bonusCell = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, "bonus_catalog_id must be 2-40 upper-case letters, digits, - or _.");
/**
 * Decimal text, 0 to 999999.99999999, at most 8 places; kept as a string (never a float). A `;` file's
 * decimal comma is read into a point before this (contract/operations-file.ts).
 */
const creditLimitCell = z
  .string()
  .regex(
    /^\d{1,6}(\.\d{1,8})?$/,
    "credit_limit must be a decimal from 0 to 999999.99999999 (up to 8 places), with a decimal comma in a file separated by semicolons.",
  );
const reasonCell = textCell("reason", 200);

const common = {
  subscription_id: cell(z.string({ error: "subscription_id is required." }).pipe(subscriptionIdCell)),
  reason: cell(reasonCell.optional()),
};

export const operationRow = z.discriminatedUnion(
  "operation",
  [
    z.object({
      operation: z.literal("SUSPEND"),
      ...common,
      reason: required("reason", reasonCell),
      plan: absent("plan"),
      bonus_catalog_id: absent("bonus_catalog_id"),
      credit_limit: absent("credit_limit"),
    }),
    z.object({
      operation: z.literal("RESUME"),
      ...common,
      plan: absent("plan"),
      bonus_catalog_id: absent("bonus_catalog_id"),
      credit_limit: absent("credit_limit"),
    }),
    z.object({
      operation: z.literal("CHANGE_PLAN"),
      ...common,
      plan: required("plan", planCell),
      bonus_catalog_id: absent("bonus_catalog_id"),
      credit_limit: absent("credit_limit"),
    }),
    z.object({
      operation: z.literal("ADD_BONUS"),
      ...common,
      plan: absent("plan"),
      bonus_catalog_id: required("bonus_catalog_id", bonusCell),
      credit_limit: absent("credit_limit"),
    }),
    z.object({
      operation: z.literal("SET_CREDIT_LIMIT"),
      ...common,
      plan: absent("plan"),
      bonus_catalog_id: absent("bonus_catalog_id"),
      credit_limit: required("credit_limit", creditLimitCell),
    }),
  ],
  { error: `operation must be one of: ${OPERATION_TYPES.join(", ")}.` },
);
export type OperationRow = z.infer<typeof operationRow>;

export const CSV_ISSUE_CODES = [
  "malformedCsv",
  "missingColumn",
  "unknownColumn",
  "duplicateColumn",
  "unknownOperation",
  "missingParameter",
  "invalidParameter",
  "unexpectedParameter",
] as const;
export const CsvIssue = z.object({
  /** Record number in the file, the header being row 1 (what a spreadsheet shows). */
  row: z.int(),
  column: z.string().nullable(),
  code: z.enum(CSV_ISSUE_CODES),
  message: z.string(),
});
export type CsvIssue = z.infer<typeof CsvIssue>;

/**
 * Validates one CSV record (header name -> cell). Operation names are case-insensitive. Returns the
 * typed row or the issues, each tied to a column, with the codes the sandbox answers in its 400.
 */
export function validateOperationRow(
  record: Partial<Record<string, string>>,
  row: number,
): { ok: true; data: OperationRow } | { ok: false; issues: CsvIssue[] } {
  const input = { ...record, operation: record.operation?.trim().toUpperCase() };
  const parsed = operationRow.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue): CsvIssue => {
    const column = typeof issue.path[0] === "string" ? issue.path[0] : "operation";
    const raw = record[column]?.trim();
    const code =
      column === "operation"
        ? raw
          ? "unknownOperation"
          : "missingParameter"
        : issue.code === "invalid_type" && issue.expected === "undefined"
          ? "unexpectedParameter"
          : raw
            ? "invalidParameter"
            : "missingParameter";
    const message = column === "operation" && !raw ? "operation is required." : issue.message;
    return { row, column, code, message };
  });
  return { ok: false, issues };
}

export const OPERATION_RESULT_STATUSES = ["SUCCEEDED", "FAILED"] as const;

/** Why the operator refuses an operation on a line in its current state (contract/self-service.ts). */
export const LINE_REFUSAL_CODES = [
  "alreadySuspended",
  "notSuspended",
  "subscriptionSuspended",
  "planUnchanged",
  "paymentTypeChange",
  "bonusAlreadyActive",
  "insufficientBalance",
  "creditLimitNotApplicable",
  "creditLimitUnchanged",
] as const;

/** A row's failure: the line's state refuses it, or what it names does not exist. */
export const OPERATION_FAILURE_CODES = [
  "subscriptionNotFound",
  "unknownBonus",
  ...LINE_REFUSAL_CODES,
] as const;

export const OperationResult = z.object({
  row: z.int(),
  operation: operationType,
  subscription_id: z.string(),
  status: z.enum(OPERATION_RESULT_STATUSES),
  /** null when SUCCEEDED; one of OPERATION_FAILURE_CODES when FAILED. */
  code: z.enum(OPERATION_FAILURE_CODES).nullable(),
  message: z.string(),
});
export type OperationResult = z.infer<typeof OperationResult>;

/** 202 body of POST /subscriptions/v2/orgs/{org}/operations (and of GET .../operations/{operation_id}). */
export const AdministrationOperationResponse = z.object({
  operation_id: z.string(),
  org: z.string(),
  file_name: z.string().nullable(),
  received_at: z.iso.datetime({ offset: true }),
  received: z.int(),
  succeeded: z.int(),
  failed: z.int(),
  /** One per data row, in file order. */
  results: z.array(OperationResult),
});
export type AdministrationOperationResponse = z.infer<typeof AdministrationOperationResponse>;

/** ErrorResponse: the sandbox error body; `errors` lists offending rows/columns on a 400 (first 100). */
export const ErrorResponse = z.object({
  error: z.string(),
  message: z.string(),
  trace_id: z.string(),
  errors: z.array(CsvIssue).optional(),
  error_count: z.int().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const SUBSCRIPTION_STATUSES = ["active", "suspended"] as const;

/** GET /subscriptions/v2/orgs/{org}/subscriptions/{subscription_id}: the administrable state. */
export const SubscriptionAdminState = z.object({
  subscription_id: z.string(),
  org: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  status_reason: z.string().nullable(),
  plan: z.string(),
  /** Decimal as a string in TS (exact JSON number on the wire); null when never set. */
  credit_limit: DecimalString.nullable(),
  bonuses: z.array(z.object({ bonus_catalog_id: z.string(), added_at: z.iso.datetime({ offset: true }) })),
});
export type SubscriptionAdminState = z.infer<typeof SubscriptionAdminState>;
