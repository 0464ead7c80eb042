import { ExactDecimal } from "@/contract/decimal";
import { INTL_LOCALE } from "@/lib/i18n/locales";

/**
 * One reader for every money (and decimal number) input. The locale decides what the separators
 * mean: es groups thousands with "." and writes decimals after ","; en does the reverse. What the
 * locale cannot settle is refused with both readings named, never guessed.
 */

export const AMOUNT_LOCALES = ["es", "en"] as const;
export type AmountLocale = (typeof AMOUNT_LOCALES)[number];
export const DEFAULT_AMOUNT_LOCALE: AmountLocale = "en";

const SEPARATORS: Record<AmountLocale, { decimal: string; group: string; example: string }> = {
  es: { decimal: ",", group: ".", example: "1.234,56" },
  en: { decimal: ".", group: ",", example: "1,234.56" },
};

const MAX_INTEGER_DIGITS = 22;
const Exact = ExactDecimal;

export interface AmountInputOptions {
  allowNegative?: boolean;
  /** Decimal places allowed (8 for money, contract section 8). */
  places?: number;
  /** Currency symbol or code a person may type around the number ("€10", "10 EUR"). */
  currency?: string;
}

export type AmountInputResult = { ok: true; value: string } | { ok: false; message: string };

const refuse = (message: string): AmountInputResult => ({ ok: false, message });

/** The two ways "1.5" or "1,500" can be read; used in the refusal so the person sees both. */
function readings(text: string, separator: string, currency: string, locale: AmountLocale): string {
  const [whole = "", fraction = ""] = text.split(separator);
  const asDecimal = formatAmount(`${whole}.${fraction}`, locale, currency);
  const asThousands = formatAmount(`${whole}${fraction}`, locale, currency);
  return `“${text}” could be ${asDecimal} or ${asThousands}`;
}

/** Reads what a person typed as an exact decimal string ("1500", "-0.5"), by the locale's rules. */
export function parseAmountInput(
  input: string,
  locale: AmountLocale,
  options: AmountInputOptions = {},
): AmountInputResult {
  return readAmount(input, locale, options, true);
}

function readAmount(
  input: string,
  locale: AmountLocale,
  { allowNegative = true, places = 8, currency = "EUR" }: AmountInputOptions,
  canHint: boolean,
): AmountInputResult {
  const otherWay = (fallback: string) => (canHint ? hintOtherWay(input, locale) : undefined) ?? fallback;
  const { decimal, group, example } = SEPARATORS[locale];
  let text = input
    .trim()
    .replace(/[\u00a0\u202f\s]/g, "")
    .replace(/^−/, "-");
  const symbols = currency === "EUR" ? ["€", "EUR"] : currency ? [currency] : [];
  for (const symbol of symbols) {
    if (text.startsWith(symbol)) text = text.slice(symbol.length);
    else if (text.startsWith(`-${symbol}`)) text = `-${text.slice(symbol.length + 1)}`;
    if (text.endsWith(symbol)) text = text.slice(0, -symbol.length);
  }
  if (text === "") return refuse("Enter an amount.");
  const isNegative = text.startsWith("-");
  const body = isNegative ? text.slice(1) : text;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return refuse(`Enter a number such as ${example}.`);

  const groupCount = body.split(group).length - 1;
  const decimalCount = body.split(decimal).length - 1;
  if (decimalCount > 1)
    return refuse(`“${input.trim()}” has “${decimal}” twice; write amounts such as ${example}.`);
  const [integerPart = "", fractionPart] = body.split(decimal);
  if (groupCount > 0) {
    const groups = integerPart.split(group);
    const isWellGrouped =
      /^\d{1,3}$/.test(groups[0] ?? "") && groups.slice(1).every((g) => /^\d{3}$/.test(g));
    if (!isWellGrouped) {
      // "10.5" in Spanish (or "10,5" in English): a decimal mark of the other locale, or a slip.
      if (decimalCount === 0 && groupCount === 1)
        return refuse(
          `${readings(body, group, currency, locale)}: here “${group}” only groups thousands, so write ${body.replace(group, decimal)} for the first.`,
        );
      return refuse(
        otherWay(`“${input.trim()}” is not grouped in thousands; write amounts such as ${example}.`),
      );
    }
  }
  if (fractionPart !== undefined && (fractionPart === "" || fractionPart.includes(group)))
    return refuse(otherWay(`“${input.trim()}” is not a number; write amounts such as ${example}.`));
  const integerDigits = integerPart.replaceAll(group, "");
  if (integerDigits === "") return refuse(`Write a digit before “${decimal}”, e.g. 0${decimal}5.`);
  if (fractionPart !== undefined && fractionPart.length > places)
    return refuse(`Use at most ${places} decimal places.`);
  if (integerDigits.replace(/^0+(?=\d)/, "").length > MAX_INTEGER_DIGITS)
    return refuse(`The amount is too large (at most ${MAX_INTEGER_DIGITS} digits before the decimals).`);

  const value = new Exact(`${isNegative ? "-" : ""}${integerDigits}.${fractionPart ?? "0"}`);
  if (!allowNegative && value.isNegative() && !value.isZero()) return refuse("The amount must be positive.");
  return { ok: true, value: value.isZero() ? "0" : value.toFixed() };
}

/** "1,234.56" typed where "," is the decimal mark: say how to write it here, if the other locale reads it. */
function hintOtherWay(input: string, locale: AmountLocale): string | undefined {
  const other: AmountLocale = locale === "es" ? "en" : "es";
  const read = readAmount(input, other, {}, false);
  if (!read.ok) return undefined;
  const { decimal } = SEPARATORS[locale];
  return `“${input.trim()}” is written with “${SEPARATORS[other].decimal}” as the decimal mark; here “${decimal}” is, so write ${toAmountText(read.value, locale)}.`;
}

/** What the parser understood, for people: "€1,500.00" (en) or "1500,00 €" (es). All typed places are kept. */
export function formatAmount(value: string, locale: AmountLocale, currency = "EUR"): string {
  const exact = new Exact(value);
  const places = Math.min(Math.max(exact.decimalPlaces(), 2), 8);
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: currency ? "currency" : "decimal",
    ...(currency ? { currency } : {}),
    minimumFractionDigits: currency ? 2 : 0,
    maximumFractionDigits: places,
  }).format(exact.toFixed() as `${number}`);
}

/** An exact decimal as an input's text in the locale, without grouping: "1500,5" (es), "1500.5" (en). */
export function toAmountText(value: string, locale: AmountLocale): string {
  return locale === "es" ? value.replace(".", ",") : value;
}
