import { sentenceCase } from "@/lib/i18n/sentence-case";
import { formatQuantity, type UsageType } from "../units";
import { ENGLISH_RECORD_WORDS, type RecordWords } from "./record-words";

import type { UsageRecord } from "./types";

/** The parts of a bonus needed to name it ("Data bonus 10 GB"). */
export interface NamedBonus {
  initialValue: string;
  unit: string;
  catalogBonusId: string;
  customerBonusId: string;
}

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

function humanise(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? sentenceCase(words) : "—";
}

/**
 * What paid for a record, in words: "Data bonus 10 GB", "Rating plan", "Main balance".
 * The bonus is looked up among the subscription's bonuses by its customer or catalog id.
 */
export function describeDebit(
  record: Pick<UsageRecord, "debitCase" | "debitCatalogId" | "debitCustomerId">,
  type: UsageType,
  bonuses: readonly NamedBonus[] = [],
  { t, locale }: RecordWords = ENGLISH_RECORD_WORDS,
): string {
  const debitCase = normalise(record.debitCase ?? "");
  if (debitCase.includes("bonus") || debitCase.includes("bundle") || debitCase.includes("allowance")) {
    const bonus =
      bonuses.find((b) => record.debitCustomerId && b.customerBonusId === record.debitCustomerId) ??
      bonuses.find((b) => record.debitCatalogId && b.catalogBonusId === record.debitCatalogId);
    const kind = t("debit.bonus", { type });
    if (bonus)
      return t("debit.bonusSized", {
        type,
        size: formatQuantity(bonus.initialValue, bonus.unit, { locale }),
      });
    return record.debitCatalogId ? t("debit.bonusCatalog", { kind, id: record.debitCatalogId }) : kind;
  }
  if (debitCase.includes("ratingplan") || debitCase.includes("tariff") || debitCase === "plan")
    return t("debit.ratingPlan");
  if (debitCase.includes("monetary") || debitCase.includes("balance") || debitCase.includes("credit"))
    return t("debit.mainBalance");
  if (debitCase.includes("free")) return t("debit.free");
  return humanise(record.debitCase ?? "");
}
