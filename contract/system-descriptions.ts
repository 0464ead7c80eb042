/**
 * The descriptions the operator writes itself (a monthly fee, usage outside the bundle, a refund, a
 * rectification's line) are English text on the wire. The sandbox writes them with these functions,
 * and the portal and the sandbox's invoice document read them back with `parseSystemDescription`, so
 * each can word them in its reader's language. Anything else is free text someone typed: it stays as is.
 */
export const systemDescription = {
  monthlyFee: (plan: string) => `${plan}: monthly fee`,
  bundle30Days: (plan: string) => `${plan}: 30-day bundle`,
  usageOutsideBundle: () => "Usage outside bundle",
  refundOf: (original: string) => `Refund: ${original}`,
  rectificationOf: (invoiceNumber: string, refunded: string) =>
    `Rectification of ${invoiceNumber}: ${refunded}`,
};

export type SystemDescription =
  | { kind: "monthlyFee"; plan: string }
  | { kind: "bundle30Days"; plan: string }
  | { kind: "usageOutsideBundle" }
  | { kind: "refundOf"; original: SystemDescription }
  | { kind: "rectificationOf"; invoiceNumber: string; refunded: SystemDescription }
  | { kind: "text"; text: string };

const RECTIFICATION = /^Rectification of (\S*): ([\s\S]*)$/;
const REFUND = /^Refund: ([\s\S]*)$/;
const MONTHLY_FEE = /^(.+): monthly fee$/;
const BUNDLE = /^(.+): 30-day bundle$/;

/** What a description says, when the operator wrote it from codes; `text` when a person typed it. */
export function parseSystemDescription(description: string): SystemDescription {
  const rectification = RECTIFICATION.exec(description);
  if (rectification)
    return {
      kind: "rectificationOf",
      invoiceNumber: rectification[1] ?? "",
      refunded: parseSystemDescription(rectification[2] ?? ""),
    };
  const refund = REFUND.exec(description);
  if (refund) return { kind: "refundOf", original: parseSystemDescription(refund[1] ?? "") };
  if (description === systemDescription.usageOutsideBundle()) return { kind: "usageOutsideBundle" };
  const fee = MONTHLY_FEE.exec(description);
  if (fee) return { kind: "monthlyFee", plan: fee[1] ?? "" };
  const bundle = BUNDLE.exec(description);
  if (bundle) return { kind: "bundle30Days", plan: bundle[1] ?? "" };
  return { kind: "text", text: description };
}

/** The words for each kind, in one language; `wordSystemDescription` puts them together. */
export interface SystemDescriptionWords {
  monthlyFee(plan: string): string;
  bundle30Days(plan: string): string;
  usageOutsideBundle(): string;
  refundOf(original: string): string;
  rectificationOf(invoiceNumber: string, refunded: string): string;
}

export function wordSystemDescription(description: string, words: SystemDescriptionWords): string {
  const word = (parsed: SystemDescription): string => {
    switch (parsed.kind) {
      case "monthlyFee":
        return words.monthlyFee(parsed.plan);
      case "bundle30Days":
        return words.bundle30Days(parsed.plan);
      case "usageOutsideBundle":
        return words.usageOutsideBundle();
      case "refundOf":
        return words.refundOf(word(parsed.original));
      case "rectificationOf":
        return words.rectificationOf(parsed.invoiceNumber, word(parsed.refunded));
      case "text":
        return parsed.text;
    }
  };
  return word(parseSystemDescription(description));
}
