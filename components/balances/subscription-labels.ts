import type { BadgeTone } from "@/components/ui/badge";
import type { BillingKind } from "@/lib/balances/billing-kind";

export const BILLING_KIND_TONE: Record<BillingKind, BadgeTone> = {
  prepaid: "info",
  postpaid: "brand",
  landline: "neutral",
  other: "neutral",
};
