import type { BadgeTone } from "@/components/ui/badge";

export type BillingKind = "prepaid" | "postpaid" | "landline" | "other";

/** billingType of the contract: prepaid = 1, postpaid = 2, landline = 4. */
export function billingKind(billingType: number): BillingKind {
  if (billingType === 1) return "prepaid";
  if (billingType === 2) return "postpaid";
  if (billingType === 4) return "landline";
  return "other";
}

export const BILLING_KIND_TONE: Record<BillingKind, BadgeTone> = {
  prepaid: "info",
  postpaid: "brand",
  landline: "neutral",
  other: "neutral",
};

/** "+34600100001" -> "+34 600 100 001"; other shapes are left as they are. */
export function formatMsisdn(msisdn: string): string {
  const spanish = /^\+34(\d{3})(\d{3})(\d{3})$/.exec(msisdn);
  return spanish ? `+34 ${spanish[1]} ${spanish[2]} ${spanish[3]}` : msisdn;
}
