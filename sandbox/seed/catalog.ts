import type { AllowanceUse, OfferingCategory, ProductOffering } from "../../contract/catalog";
import { CATALOG_BASE_PATH, categoryOf } from "../../contract/catalog";
import { dec, fixed8, splitTaxes } from "../billing/decimal";
import { trimDecimal } from "../http/json";
import { subscriptionPlans, VAT } from "./billing/plans";

/**
 * The operator's product catalogue: the one source of the plans and bonuses the sandbox knows. The
 * plans come from the demo subscriptions' plans (with their included allowances), the add-ons are
 * listed here; the bonus catalog ADD_BONUS validates against is derived from both
 * (sandbox/support/operations/bonus-catalog.ts).
 */

const GB = 1024 ** 3;
const VALID_FROM = "2023-01-01T00:00:00.000Z";
const ORGS = ["demo", "acme"] as const;
type Org = (typeof ORGS)[number];

/** A catalogue entry plus what only the sandbox knows: which orgs sell it. */
export interface CatalogEntry {
  orgs: readonly Org[];
  offering: Omit<ProductOffering, "href">;
}

const money = (value: string) => ({ unit: "EUR", value: trimDecimal(value) });
const taxRate = Number(VAT);

function allowance(name: AllowanceUse["name"], bonusCatalogId: string, value: number): AllowanceUse {
  const unitOfMeasure = name === "data" ? "byte" : name === "sms" ? "sms" : "second";
  return {
    name,
    valueType: "number",
    bonusCatalogId,
    productSpecCharacteristicValue: [{ value: String(value), unitOfMeasure }],
  };
}

function offering(
  id: string,
  category: OfferingCategory,
  fields: Pick<
    ProductOffering,
    "name" | "description" | "isSelfService" | "prodSpecCharValueUse" | "paymentType"
  > & {
    price: ProductOffering["productOfferingPrice"][number];
  },
): CatalogEntry["offering"] {
  return {
    id,
    name: fields.name,
    description: fields.description,
    lifecycleStatus: "Active",
    isBundle: category === "plan" && fields.prodSpecCharValueUse.length > 1,
    isSellable: true,
    validFor: { startDateTime: VALID_FROM },
    category: [{ id: category, name: category === "plan" ? "Plans" : "Add-ons" }],
    productOfferingPrice: [fields.price],
    prodSpecCharValueUse: fields.prodSpecCharValueUse,
    isSelfService: fields.isSelfService,
    ...(fields.paymentType ? { paymentType: fields.paymentType } : {}),
    "@type": "SelfServiceProductOffering",
    "@baseType": "ProductOffering",
  };
}

/** Plans a customer may not switch to alone: a landline needs an installation, a business plan a contract. */
const PLANS_NOT_SELF_SERVICE = new Set(["PLAN-HOME-LINE", "PLAN-ACME-BUSINESS"]);

const plans: CatalogEntry[] = subscriptionPlans.map((plan) => {
  const withTaxes = dec(plan.monthlyFee);
  return {
    orgs: plan.subscriptionId.startsWith("SUB-2") ? ["acme"] : ["demo"],
    offering: offering(plan.planCatalogId, "plan", {
      name: plan.planName,
      description: `Monthly plan ${plan.planName}.`,
      isSelfService: !PLANS_NOT_SELF_SERVICE.has(plan.planCatalogId),
      paymentType: plan.outOfBundleDebit === "MAIN_BALANCE" ? "prepaid" : "postpaid",
      prodSpecCharValueUse: plan.bonuses.map((b) => allowance(b.kind, b.catalogBonusId, b.initialValue)),
      price: {
        name: "Monthly fee",
        priceType: "recurring",
        recurringChargePeriodType: "month",
        price: {
          taxIncludedAmount: money(withTaxes.toFixed()),
          dutyFreeAmount: money(fixed8(splitTaxes(withTaxes, VAT).withoutTaxes)),
          taxRate,
        },
      },
    }),
  };
});

/** Add-ons: one-time purchases, priced without taxes (the price with VAT is derived). */
const ADD_ONS: [id: string, name: string, dutyFree: string, AllowanceUse | null, selfService: boolean][] = [
  ["DATA_1GB", "Extra data 1 GB", "3", allowance("data", "DATA_1GB", GB), true],
  ["DATA_5GB", "Extra data 5 GB", "6", allowance("data", "DATA_5GB", 5 * GB), true],
  ["DATA_10GB", "Extra data 10 GB", "10", allowance("data", "DATA_10GB", 10 * GB), true],
  ["SMS_100", "100 SMS", "2", allowance("sms", "SMS_100", 100), true],
  ["VOICE_100MIN", "100 minutes", "4", allowance("voice", "VOICE_100MIN", 100 * 60), true],
  ["ROAMING_EU", "Roaming Europe pass", "5", null, true],
  ["ROAMING_WORLD", "Roaming World pass", "30", null, true],
  // A business bulk pack: sold by support only.
  ["BULK_A", "Business bulk pack A", "50", null, false],
];

const addOns: CatalogEntry[] = ADD_ONS.map(([id, name, dutyFree, use, isSelfService]) => ({
  orgs: ORGS,
  offering: offering(id, "addon", {
    name,
    description: `${name}, valid until the end of the billing cycle.`,
    isSelfService,
    prodSpecCharValueUse: use ? [use] : [],
    price: {
      name: "Price",
      priceType: "oneTime",
      price: {
        taxIncludedAmount: money(fixed8(dec(dutyFree).times(dec(VAT).dividedBy(100).plus(1)))),
        dutyFreeAmount: money(dutyFree),
        taxRate,
      },
    },
  }),
}));

export const CATALOG: readonly CatalogEntry[] = [...plans, ...addOns];

export const offeringHref = (origin: string, id: string) =>
  `${origin}${CATALOG_BASE_PATH}/productOffering/${encodeURIComponent(id)}`;

/** The offerings an org sells (without href: the route adds it for the caller's origin). */
export const offeringsOf = (org: string) =>
  CATALOG.filter((entry) => (entry.orgs as readonly string[]).includes(org)).map((entry) => entry.offering);

/** An add-on of the org by its id (= the bonus_catalog_id of an ADD_BONUS row). */
export const addOnOf = (org: string, id: string) =>
  offeringsOf(org).find((o) => o.id === id && categoryOf(o) === "addon");

/** A plan of the org by its name (what CHANGE_PLAN rows and subscriptions carry). */
export const planNamed = (org: string, name: string) =>
  offeringsOf(org).find((o) => o.name === name && categoryOf(o) === "plan");
