import { formatDateTime } from "../dates";
import { formatMoney, formatPercent } from "../money";
import { formatQuantity } from "../units";
import { describeDebit, type NamedBonus } from "./debit";
import { ENGLISH_RECORD_WORDS, type RecordWords } from "./record-words";
import type { RecordRow } from "./records";

const KNOWN_CATEGORIES = new Set([
  "DATA_NATIONAL",
  "DATA_ROAMING_EU",
  "SMS_NATIONAL",
  "SMS_INTERNATIONAL",
  "VOICE_NATIONAL",
  "VOICE_INTERNATIONAL",
]);

function describeCategory(category: string | undefined, { t }: RecordWords): string {
  if (!category) return "—";
  if (KNOWN_CATEGORIES.has(category)) return t(`category.${category}`);
  const words = category.replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The columns of the records table, in order; the CSV export writes the same headers and cells. */
export const RECORD_COLUMNS = [
  "Date",
  "Type",
  "Number",
  "Usage",
  "Category",
  "Paid by",
  "Cost excl. taxes",
  "Tax",
  "Cost incl. taxes",
] as const;
export type RecordCells = Record<(typeof RECORD_COLUMNS)[number], string>;

/** What a person reads in each cell of one record. */
export function recordCells(
  row: RecordRow,
  bonuses: readonly NamedBonus[],
  currency: string,
  words: RecordWords = ENGLISH_RECORD_WORDS,
): RecordCells {
  const { t, locale } = words;
  const number = row.type === "data" ? "—" : row.destinationNumber || "—";
  return {
    Date: formatDateTime(row.initialDate, { locale }),
    Type: t(`type.${row.type}`),
    Number: number,
    Usage: formatQuantity(row.usage, row.unit, { voiceAs: "duration", locale }),
    Category: describeCategory(row.ratingCaseCategory, words),
    "Paid by": describeDebit(row, row.type, bonuses, words),
    "Cost excl. taxes": formatMoney(row.costWithoutTaxes, currency, { precise: true, locale }),
    Tax: formatPercent(row.taxPercentage, locale),
    "Cost incl. taxes": formatMoney(row.costWithTaxes, currency, { precise: true, locale }),
  };
}

/** Each column's message key (Records.column.*); the columns themselves are named in English in code. */
export const RECORD_COLUMN_KEY = {
  Date: "date",
  Type: "type",
  Number: "number",
  Usage: "usage",
  Category: "category",
  "Paid by": "paidBy",
  "Cost excl. taxes": "costExcl",
  Tax: "tax",
  "Cost incl. taxes": "costIncl",
} as const satisfies Record<(typeof RECORD_COLUMNS)[number], string>;
