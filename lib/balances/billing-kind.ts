import type { SubscriptionBalances } from "@/contract/billing";
import { USAGE_TYPES, type UsageType } from "@/lib/units";

export type BillingKind = "prepaid" | "postpaid" | "landline" | "other";

/** billingType of the contract: prepaid = 1, postpaid = 2, landline = 4. */
export function billingKind(billingType: number): BillingKind {
  if (billingType === 1) return "prepaid";
  if (billingType === 2) return "postpaid";
  if (billingType === 4) return "landline";
  return "other";
}

/** The kinds of usage a line can have: a landline makes calls, it has no data or SMS. */
export const usageTypesOf = (billingType: number): readonly UsageType[] =>
  billingKind(billingType) === "landline" ? ["voice"] : USAGE_TYPES;

/**
 * The usage tiles a line shows for a range: each type it used or holds a bonus of (no "0 B" of data on
 * a landline). With balances unread, the types it used.
 */
export function usageTypesShown(
  count: Record<UsageType, number>,
  balances: Pick<SubscriptionBalances, "bonuses"> | undefined,
): UsageType[] {
  return USAGE_TYPES.filter((type) => count[type] > 0 || (balances?.bonuses[type].length ?? 0) > 0);
}
