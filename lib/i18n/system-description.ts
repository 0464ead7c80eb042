import { wordSystemDescription } from "@/contract/system-descriptions";

type Key = "monthlyFee" | "bundle30Days" | "usageOutsideBundle" | "refundOf" | "rectificationOf";

/** A translator for the SystemDescription namespace (next-intl's, on the server or in the browser). */
type SystemDescriptionTranslator = (key: Key, values?: Record<string, string>) => string;

/**
 * A movement's or invoice line's description in the reader's language when the operator wrote it
 * from codes ("Usage outside bundle", "Rectification of F2026-000004: …"); text a person typed stays
 * as typed. See contract/system-descriptions.ts.
 */
export function describeWith(t: SystemDescriptionTranslator) {
  return (description: string) =>
    wordSystemDescription(description, {
      monthlyFee: (plan) => t("monthlyFee", { plan }),
      bundle30Days: (plan) => t("bundle30Days", { plan }),
      usageOutsideBundle: () => t("usageOutsideBundle"),
      refundOf: (original) => t("refundOf", { description: original }),
      rectificationOf: (number, refunded) => t("rectificationOf", { number, description: refunded }),
    });
}
