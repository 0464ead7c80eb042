import { categoryOf } from "../../../contract/catalog";
import { CATALOG } from "../../seed/catalog";

/**
 * The operator's bonus catalog, derived from the product catalogue (sandbox/seed/catalog.ts): every
 * add-on and every allowance a plan includes. An ADD_BONUS row naming anything else fails as `unknownBonus`.
 */
const BONUS_CATALOG: ReadonlySet<string> = new Set(
  CATALOG.flatMap(({ offering }) =>
    categoryOf(offering) === "addon"
      ? [offering.id]
      : offering.prodSpecCharValueUse.map((use) => use.bonusCatalogId),
  ),
);

export const isCatalogBonus = (id: string) => BONUS_CATALOG.has(id);
