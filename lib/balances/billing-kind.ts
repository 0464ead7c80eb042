export type BillingKind = "prepaid" | "postpaid" | "landline" | "other";

/** billingType of the contract: prepaid = 1, postpaid = 2, landline = 4. */
export function billingKind(billingType: number): BillingKind {
  if (billingType === 1) return "prepaid";
  if (billingType === 2) return "postpaid";
  if (billingType === 4) return "landline";
  return "other";
}
