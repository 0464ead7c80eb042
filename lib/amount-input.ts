import { ExactDecimal } from "@/contract/decimal";
import { type ErrorMessage, errorMessage } from "@/lib/i18n/error-message";
import { INTL_LOCALE } from "@/lib/i18n/locales";

/**
 * One reader for every money (and decimal number) input. The locale decides what the separators
 * mean: es groups thousands with "." and writes decimals after ","; en does the reverse. What the
 * locale cannot settle is refused with both readings named, never guessed. Refusals are Errors.field
 * messages (wordError words them).
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

export type AmountInputResult = { ok: true; value: string } | { ok: false; message: ErrorMessage };

const refuse = (...message: Parameters<typeof errorMessage>): AmountInputResult => ({
  ok: false,
  message: errorMessage(...message),
});

/** The two ways "1.5" or "1,500" can be read; used in the refusal so the person sees both. */
function readings(text: string, separator: string, currency: string, locale: AmountLocale) {
  const [whole = "", fraction = ""] = text.split(separator);
  return {
    asDecimal: formatAmount(`${whole}.${fraction}`, locale, currency),
    asThousands: formatAmount(`${whole}${fraction}`, locale, currency),
  };
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
  const otherWay = (fallback: ErrorMessage): AmountInputResult => ({
    ok: false,
    message: (canHint ? hintOtherWay(input, locale) : undefined) ?? fallback,
  });
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
  if (text === "") return refuse("amountEmpty");
  const isNegative = text.startsWith("-");
  const body = isNegative ? text.slice(1) : text;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return refuse("amountNotNumber", { example });

  const groupCount = body.split(group).length - 1;
  const decimalCount = body.split(decimal).length - 1;
  if (decimalCount > 1) return refuse("amountMarkTwice", { text: input.trim(), mark: decimal, example });
  const [integerPart = "", fractionPart] = body.split(decimal);
  if (groupCount > 0) {
    const groups = integerPart.split(group);
    const isWellGrouped =
      /^\d{1,3}$/.test(groups[0] ?? "") && groups.slice(1).every((g) => /^\d{3}$/.test(g));
    if (!isWellGrouped) {
      // "10.5" in Spanish (or "10,5" in English): a decimal mark of the other locale, or a slip.
      if (decimalCount === 0 && groupCount === 1)
        return refuse("amountGroupOnly", {
          text: body,
          ...readings(body, group, currency, locale),
          group,
          fixed: body.replace(group, decimal),
        });
      return otherWay(errorMessage("amountNotGrouped", { text: input.trim(), example }));
    }
  }
  if (fractionPart !== undefined && (fractionPart === "" || fractionPart.includes(group)))
    return otherWay(errorMessage("amountNotValid", { text: input.trim(), example }));
  const integerDigits = integerPart.replaceAll(group, "");
  if (integerDigits === "") return refuse("amountDigitFirst", { mark: decimal });
  if (fractionPart !== undefined && fractionPart.length > places) return refuse("amountPlaces", { places });
  if (integerDigits.replace(/^0+(?=\d)/, "").length > MAX_INTEGER_DIGITS)
    return refuse("amountTooLarge", { max: MAX_INTEGER_DIGITS });

  const value = new Exact(`${isNegative ? "-" : ""}${integerDigits}.${fractionPart ?? "0"}`);
  if (!allowNegative && value.isNegative() && !value.isZero()) return refuse("amountPositive");
  return { ok: true, value: value.isZero() ? "0" : value.toFixed() };
}

/** "1,234.56" typed where "," is the decimal mark: say how to write it here, if the other locale reads it. */
function hintOtherWay(input: string, locale: AmountLocale): ErrorMessage | undefined {
  const other: AmountLocale = locale === "es" ? "en" : "es";
  const read = readAmount(input, other, {}, false);
  if (!read.ok) return undefined;
  const { decimal } = SEPARATORS[locale];
  return errorMessage("amountOtherWay", {
    text: input.trim(),
    otherMark: SEPARATORS[other].decimal,
    mark: decimal,
    fixed: toAmountText(read.value, locale),
  });
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
