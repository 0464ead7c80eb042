import { sentenceCase } from "@/lib/i18n/sentence-case";
import { dateTimeFormatter } from "../dates";
import { formatMoney, formatPercent } from "../money";
import type { UsageType } from "../units";
import { formatQuantity } from "../units";
import { describeDebit, type NamedBonus } from "./debit";
import { ENGLISH_RECORD_WORDS, type RecordWords } from "./record-words";
import type { RecordRow } from "./records";
import { remembered } from "./remembered";

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
  return sentenceCase(category.replace(/_/g, " ").toLowerCase());
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

/**
 * What a person reads in each cell of a record, for many records: values that repeat (amounts, tax
 * rates, quantities, what paid) are worded once, so a month of 100k records exports in a second.
 * Costs are to the cent, on screen and in the export alike (the export adds the exact figures in
 * columns of their own).
 */
export function recordCellsOf(
  bonuses: readonly NamedBonus[],
  currency: string,
  words: RecordWords = ENGLISH_RECORD_WORDS,
  /** How a called number reads: grouped for people on screen; E.164 by default, for spreadsheets. */
  phoneNumber: (e164: string) => string = (e164) => e164,
): (row: RecordRow) => RecordCells {
  const { t, locale } = words;
  // Cells show the minute, so records of the same minute share their words.
  const dateTime = dateTimeFormatter({ locale });
  const minute = remembered((key) => dateTime(new Date(Number(key) * 60_000)));
  const money = remembered((value) => formatMoney(value, currency, { locale }));
  const percent = remembered((value) => formatPercent(value, locale));
  const quantity = remembered((key) => {
    const [usage = "", unit = ""] = key.split(" ");
    return formatQuantity(usage, unit, { voiceAs: "duration", locale });
  });
  const typeName = remembered((type) => t(`type.${type}`));
  const category = remembered((value) => describeCategory(value || undefined, words));
  const debit = remembered((key) => {
    const [type, debitCase, debitCatalogId, debitCustomerId] = key.split("\u0000");
    return describeDebit({ debitCase, debitCatalogId, debitCustomerId }, type as UsageType, bonuses, words);
  });
  return (row) => ({
    Date: minute(String(Math.floor(Date.parse(row.initialDate) / 60_000))),
    Type: typeName(row.type),
    Number: row.type === "data" || !row.destinationNumber ? "—" : phoneNumber(row.destinationNumber),
    Usage: quantity(`${row.usage} ${row.unit}`),
    Category: category(row.ratingCaseCategory ?? ""),
    "Paid by": debit(
      `${row.type}\u0000${row.debitCase ?? ""}\u0000${row.debitCatalogId ?? ""}\u0000${row.debitCustomerId ?? ""}`,
    ),
    "Cost excl. taxes": money(row.costWithoutTaxes),
    Tax: percent(row.taxPercentage),
    "Cost incl. taxes": money(row.costWithTaxes),
  });
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
