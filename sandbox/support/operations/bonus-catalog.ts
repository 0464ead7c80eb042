import { subscriptionPlans } from "../../seed/billing/plans";

/** Add-on bonuses that support may grant with ADD_BONUS, besides those the demo plans include. */
const ADD_ON_BONUSES = [
  "DATA_1GB",
  "DATA_5GB",
  "DATA_10GB",
  "SMS_100",
  "VOICE_100MIN",
  "ROAMING_EU",
  "ROAMING_WORLD",
  "BULK_A",
] as const;

/** The operator's bonus catalog: an ADD_BONUS row naming anything else fails as `unknownBonus`. */
const BONUS_CATALOG: ReadonlySet<string> = new Set([
  ...ADD_ON_BONUSES,
  ...subscriptionPlans.flatMap((plan) => plan.bonuses.map((b) => b.catalogBonusId)),
]);

export const isCatalogBonus = (id: string) => BONUS_CATALOG.has(id);
