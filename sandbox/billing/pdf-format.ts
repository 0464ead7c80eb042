import type { Invoice } from "@/contract/billing";
import { formatCurrencyAmount, formatRate } from "@/contract/money-format";
import { wordSystemDescription } from "@/contract/system-descriptions";
import { dec, sum } from "./decimal";
import type { DocumentLanguage } from "./document-language";
import { type PdfWords, pdfWordsFor } from "./pdf-words";

const SHORT_DATE = { day: "numeric", month: "short", year: "numeric" } as const;

/** One tax rate's share of an invoice, as a Spanish invoice itemises it (base, quota, total). */
export interface TaxShare {
  label: string;
  base: string;
  quota: string;
  total: string;
}

/**
 * How the document says amounts, dates, taxes and descriptions in its org's language, the way the
 * portal's invoice page shows them: amounts to the cent ("89,91 €"), issue and due days in the org's
 * zone ("14 mar 2026"), billing periods as their UTC calendar days.
 */
export function documentFormat({ locale, timeZone }: DocumentLanguage) {
  const words: PdfWords = pdfWordsFor(locale);
  const day = new Intl.DateTimeFormat(locale, { ...SHORT_DATE, timeZone });
  const billingDay = new Intl.DateTimeFormat(locale, { ...SHORT_DATE, timeZone: "UTC" });
  const taxLabel = (tax: { type: string; percentage: string }) =>
    `${words.taxName(tax.type)} ${formatRate(tax.percentage, locale)}`;
  return {
    words,
    money: (value: string, currency: string) => formatCurrencyAmount(value, currency, locale),
    day: (value: string | null) => (value ? day.format(new Date(value)) : "-"),
    period: (start: string | null, end: string | null) => {
      if (!start || !end) return "-";
      const [first = "-", last = "-"] = [start, end].map((value) => billingDay.format(new Date(value)));
      return first === last ? first : `${first} – ${last}`;
    },
    taxLabel,
    description: (text: string) => wordSystemDescription(text, words.descriptions),
    /** The invoice's lines grouped by tax rate, in the order the rates first appear. */
    taxShares(invoice: Invoice): TaxShare[] {
      const groups = new Map<string, Invoice["lines"]>();
      for (const line of invoice.lines) {
        const key = `${line.tax.type}|${dec(line.tax.percentage).toFixed()}`;
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      return [...groups.values()].map((lines) => ({
        label: taxLabel(lines[0]?.tax ?? { type: "", percentage: "0" }),
        base: sum(lines.map((l) => l.amount_without_taxes)).toFixed(),
        quota: sum(lines.map((l) => l.tax_amount)).toFixed(),
        total: sum(lines.map((l) => l.amount_with_taxes)).toFixed(),
      }));
    },
  };
}
