import { z } from "zod";
import { DecimalString } from "./billing";

/**
 * The operator's product catalogue as the sandbox publishes it, in the shape of TM Forum's TMF620
 * Product Catalog Management API v4 (`productOffering`), with only the fields the portal needs.
 * Not part of the seed contract: designed in docs/self-service.md. Extensions follow TMF's
 * `@type` / `@baseType` pattern: `SelfServiceProductOffering` adds `isSelfService`.
 */

export const CATALOG_BASE_PATH = "/tmf-api/productCatalogManagement/v4";

export const LIFECYCLE_STATUSES = ["Active", "Retired"] as const;
export const OFFERING_CATEGORIES = ["plan", "addon"] as const;
export type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];

/** TMF Money: `value` is an exact decimal (a JSON number on the wire). */
export const Money = z.object({ unit: z.string(), value: DecimalString });
export type Money = z.infer<typeof Money>;

/** TMF620 ProductOfferingPrice, given by value (not by reference). */
export const ProductOfferingPrice = z.object({
  name: z.string(),
  priceType: z.enum(["recurring", "oneTime"]),
  /** Only for `recurring`: "month". */
  recurringChargePeriodType: z.string().optional(),
  price: z.object({
    taxIncludedAmount: Money,
    dutyFreeAmount: Money,
    /** Percentage (21 = 21 %), as TMF's float `taxRate`. */
    taxRate: z.number(),
  }),
});
export type ProductOfferingPrice = z.infer<typeof ProductOfferingPrice>;

/**
 * An allowance (data, sms, voice) in TMF's `prodSpecCharValueUse` style: the characteristic is the
 * kind, its one value the amount per renewal in `unitOfMeasure` (byte, sms, second). `bonusCatalogId`
 * is an extension: the id an ADD_BONUS row (or the billing bonus balances) uses for it.
 */
export const AllowanceUse = z.object({
  name: z.enum(["data", "sms", "voice"]),
  valueType: z.literal("number"),
  bonusCatalogId: z.string(),
  productSpecCharacteristicValue: z
    .array(z.object({ value: DecimalString, unitOfMeasure: z.enum(["byte", "sms", "second"]) }))
    .length(1),
});
export type AllowanceUse = z.infer<typeof AllowanceUse>;

export const ProductOffering = z.object({
  id: z.string(),
  href: z.string(),
  name: z.string(),
  description: z.string(),
  lifecycleStatus: z.enum(LIFECYCLE_STATUSES),
  isBundle: z.boolean(),
  isSellable: z.boolean(),
  validFor: z.object({ startDateTime: z.iso.datetime({ offset: true }) }),
  category: z.array(z.object({ id: z.enum(OFFERING_CATEGORIES), name: z.string() })).length(1),
  productOfferingPrice: z.array(ProductOfferingPrice),
  prodSpecCharValueUse: z.array(AllowanceUse),
  /** Extension: the customer may buy / switch to it themselves through the portal. */
  isSelfService: z.boolean(),
  /** Extension, plans only: how the line pays; a plan change keeps it (prepaid stays prepaid). */
  paymentType: z.enum(["prepaid", "postpaid"]).optional(),
  "@type": z.literal("SelfServiceProductOffering"),
  "@baseType": z.literal("ProductOffering"),
});
export type ProductOffering = z.infer<typeof ProductOffering>;

export const ProductOfferingList = z.array(ProductOffering);

/** `?lifecycleStatus=` filters; `?fields=a,b` keeps only those members (id and href always stay). */
export const productOfferingQuery = z.object({
  lifecycleStatus: z.enum(LIFECYCLE_STATUSES).optional(),
  fields: z.string().optional(),
});

/** The category of an offering (every offering has exactly one). */
export const categoryOf = (offering: Pick<ProductOffering, "category">): OfferingCategory =>
  offering.category[0]?.id ?? "addon";

/** The one-time price of an add-on, with and without taxes (undefined for a plan). */
export function oneTimePriceOf(offering: Pick<ProductOffering, "productOfferingPrice">) {
  return offering.productOfferingPrice.find((p) => p.priceType === "oneTime")?.price;
}
