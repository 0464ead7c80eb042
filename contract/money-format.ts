import { ExactDecimal } from "./decimal";

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount to its currency's minor unit, as the portal's formatMoney shows it ("89,91 €" in es-ES,
 * "€89.91" in en-GB): rounded half-up in decimal.js, then formatted by Intl from the decimal string.
 * For the sandbox's documents, which may not import lib/.
 */
export function formatCurrencyAmount(value: string, currency: string, locale: string): string {
  const format = currencyFormat(locale, currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const rounded = new ExactDecimal(value).toDecimalPlaces(digits).toFixed(digits);
  return format.format(rounded as `${number}`);
}

/** A tax rate as the portal shows it: "21" -> "21 %" in es-ES, "21%" in en-GB. */
export function formatRate(percentage: string, locale: string): string {
  const fraction = new ExactDecimal(percentage).dividedBy(100).toDecimalPlaces(6).toFixed();
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    fraction as `${number}`,
  );
}
