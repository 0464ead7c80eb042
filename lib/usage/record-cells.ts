import { formatDateTime } from "../dates";
import { formatMoney, formatPercent } from "../money";
import { formatQuantity, USAGE_LABEL } from "../units";
import { describeDebit, type NamedBonus } from "./debit";
import type { RecordRow } from "./records";

const CATEGORY_WORDS: Record<string, string> = {
  DATA_NATIONAL: "National data",
  DATA_ROAMING_EU: "EU roaming data",
  SMS_NATIONAL: "National SMS",
  SMS_INTERNATIONAL: "International SMS",
  VOICE_NATIONAL: "National call",
  VOICE_INTERNATIONAL: "International call",
};

function describeCategory(category: string | undefined): string {
  if (!category) return "—";
  const known = CATEGORY_WORDS[category];
  if (known) return known;
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
export function recordCells(row: RecordRow, bonuses: readonly NamedBonus[], currency: string): RecordCells {
  const number = row.type === "data" ? "—" : row.destinationNumber || "—";
  return {
    Date: formatDateTime(row.initialDate),
    Type: USAGE_LABEL[row.type],
    Number: number,
    Usage: formatQuantity(row.usage, row.unit, { voiceAs: "duration" }),
    Category: describeCategory(row.ratingCaseCategory),
    "Paid by": describeDebit(row, row.type, bonuses),
    "Cost excl. taxes": formatMoney(row.costWithoutTaxes, currency, { precise: true }),
    Tax: formatPercent(row.taxPercentage),
    "Cost incl. taxes": formatMoney(row.costWithTaxes, currency, { precise: true }),
  };
}
