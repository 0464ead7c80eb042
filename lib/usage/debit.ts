import { formatQuantity, type UsageType } from "../units";

const BONUS_LABEL: Record<UsageType, string> = { data: "Data", sms: "SMS", voice: "Voice" };

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
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "—";
}

/**
 * What paid for a record, in words: "Data bonus 10 GB", "Rating plan", "Main balance".
 * The bonus is looked up among the subscription's bonuses by its customer or catalog id.
 */
export function describeDebit(
  record: Pick<UsageRecord, "debitCase" | "debitCatalogId" | "debitCustomerId">,
  type: UsageType,
  bonuses: readonly NamedBonus[] = [],
): string {
  const debitCase = normalise(record.debitCase ?? "");
  if (debitCase.includes("bonus") || debitCase.includes("bundle") || debitCase.includes("allowance")) {
    const bonus =
      bonuses.find((b) => record.debitCustomerId && b.customerBonusId === record.debitCustomerId) ??
      bonuses.find((b) => record.debitCatalogId && b.catalogBonusId === record.debitCatalogId);
    const kind = `${BONUS_LABEL[type]} bonus`;
    if (bonus) return `${kind} ${formatQuantity(bonus.initialValue, bonus.unit)}`;
    return record.debitCatalogId ? `${kind} (${record.debitCatalogId})` : kind;
  }
  if (debitCase.includes("ratingplan") || debitCase.includes("tariff") || debitCase === "plan")
    return "Rating plan";
  if (debitCase.includes("monetary") || debitCase.includes("balance") || debitCase.includes("credit"))
    return "Main balance";
  if (debitCase.includes("free")) return "Free of charge";
  return humanise(record.debitCase ?? "");
}
