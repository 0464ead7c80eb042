import type Decimal from "decimal.js";
import { ExactDecimal } from "@/contract/decimal";
import { numberFormat } from "./intl-formats";

/** Money and other exact quantities travel as decimal strings ("12.5", "-0.00012345"); never as floats. */
export type DecimalString = string;

export const DEFAULT_LOCALE = "en-GB";

/** An exact decimal from a wire value; an empty or malformed value is a bug upstream, so it throws. */
export function toDecimal(value: DecimalString | number): Decimal {
  return new ExactDecimal(value);
}

export function sumDecimals(values: readonly (DecimalString | number)[]): DecimalString {
  return values.reduce<Decimal>((total, v) => total.plus(toDecimal(v)), toDecimal(0)).toFixed();
}

const currencyDigitsCache = new Map<string, number>();

/** Minor units of a currency (2 for EUR, 0 for JPY) as Intl knows them. */
function currencyDigits(currency: string): number {
  const cached = currencyDigitsCache.get(currency);
  if (cached !== undefined) return cached;
  const digits =
    numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  currencyDigitsCache.set(currency, digits);
  return digits;
}

export interface FormatMoneyOptions {
  locale?: string;
  /** Every decimal the value has (up to the contract's 8): the exact figure an agent asks for. */
  exact?: boolean;
  /** Show "+" on positive amounts (credits). */
  signed?: boolean;
}

/**
 * Formats an exact decimal for a person. Rounding happens in decimal.js first; Intl then receives a
 * decimal string, which it formats digit for digit (no float conversion).
 */
export function formatMoney(
  value: DecimalString | number,
  currency: string,
  { locale = DEFAULT_LOCALE, exact: allDigits = false, signed = false }: FormatMoneyOptions = {},
): string {
  const digits = currencyDigits(currency);
  const exact = toDecimal(value);
  const maxDigits = allDigits ? Math.max(digits, Math.min(exact.decimalPlaces(), 8)) : digits;
  const rounded = exact.toDecimalPlaces(maxDigits).toFixed(maxDigits);
  const format = numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: maxDigits,
    signDisplay: signed ? "exceptZero" : "auto",
  });
  return format.format(rounded as `${number}`);
}

/** A percentage like "21" -> "21%"; "10.5" -> "10.5%". */
export function formatPercent(value: DecimalString | number, locale = DEFAULT_LOCALE): string {
  const fraction = toDecimal(value).dividedBy(100).toDecimalPlaces(6).toFixed();
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(fraction as `${number}`);
}
