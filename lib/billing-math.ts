import type Decimal from "decimal.js";
import { ExactDecimal } from "@/contract/decimal";
import { type AmountLocale, DEFAULT_AMOUNT_LOCALE, formatAmount, parseAmountInput } from "./amount-input";
import { type ErrorMessage, errorMessage } from "./i18n/error-message";

/**
 * Exact billing arithmetic for the agent's forms and server actions. Every amount is a decimal
 * string with at most 8 places (contract section 8); nothing passes through binary floating point.
 * Rounding is half-up to 8 places, the same rule the client preview and the server re-check use.
 */

const MONEY_PLACES = 8;

/** A private Decimal with enough precision that products of two 8-place amounts stay exact. */
const D = ExactDecimal;
type Dec = InstanceType<typeof D>;

/** Rounds to 8 places (half-up) and writes the result without exponent or trailing zeros. */
export function round8(value: Decimal.Value): string {
  return normalize(new D(value).toDecimalPlaces(MONEY_PLACES));
}

function normalize(value: Dec): string {
  // -0 is written as 0: a sign on zero only confuses comparisons of strings.
  return value.isZero() ? "0" : value.toFixed();
}

function taxFactor(percentage: Decimal.Value): Dec {
  return new D(percentage).dividedBy(100).plus(1);
}

/** value_with_taxes from value_without_taxes: without × (1 + pct / 100), rounded to 8 places. */
export function withTaxesFrom(withoutTaxes: Decimal.Value, percentage: Decimal.Value): string {
  return round8(new D(withoutTaxes).times(taxFactor(percentage)));
}

/** value_without_taxes from value_with_taxes: with / (1 + pct / 100), rounded to 8 places. */
export function withoutTaxesFrom(withTaxes: Decimal.Value, percentage: Decimal.Value): string {
  return round8(new D(withTaxes).dividedBy(taxFactor(percentage)));
}

/**
 * The two values agree with the tax percentage when either one is derived from the other by the
 * rounding rule above. Both directions are needed: when the agent types the amount with taxes, the
 * amount without taxes is derived from it, and multiplying back may differ in the 8th place.
 */
export function isTaxConsistent(
  withTaxes: Decimal.Value,
  withoutTaxes: Decimal.Value,
  percentage: Decimal.Value,
): boolean {
  const withValue = new D(withTaxes);
  const withoutValue = new D(withoutTaxes);
  return (
    withValue.equals(withTaxesFrom(withoutValue, percentage)) ||
    withoutValue.equals(withoutTaxesFrom(withValue, percentage))
  );
}

export interface LineAmounts {
  withoutTaxes: string;
  tax: string;
  withTaxes: string;
}

/** One line from its amount with taxes and tax rate; tax is the exact difference, so lines always add up. */
export function lineFromWithTaxes(withTaxes: Decimal.Value, percentage: Decimal.Value): LineAmounts {
  const withValue = round8(withTaxes);
  const withoutTaxes = withoutTaxesFrom(withValue, percentage);
  return { withoutTaxes, tax: round8(new D(withValue).minus(withoutTaxes)), withTaxes: withValue };
}

/** One line from its amount without taxes and tax rate. */
export function lineFromWithoutTaxes(withoutTaxes: Decimal.Value, percentage: Decimal.Value): LineAmounts {
  const withoutValue = round8(withoutTaxes);
  const withTaxes = withTaxesFrom(withoutValue, percentage);
  return { withoutTaxes: withoutValue, tax: round8(new D(withTaxes).minus(withoutValue)), withTaxes };
}

/**
 * A line as the screen shows it, to the currency's cent: the tax is what is left of the rounded total
 * once the rounded amount without taxes is taken away, so the three figures on screen add up.
 */
export function lineInCents(line: LineAmounts, digits = 2): LineAmounts {
  const withTaxes = new D(line.withTaxes).toDecimalPlaces(digits, D.ROUND_HALF_UP);
  const withoutTaxes = new D(line.withoutTaxes).toDecimalPlaces(digits, D.ROUND_HALF_UP);
  return {
    withTaxes: normalize(withTaxes),
    withoutTaxes: normalize(withoutTaxes),
    tax: normalize(withTaxes.minus(withoutTaxes)),
  };
}

/** Sums of many lines. Sums of 8-place decimals are exact, so total with = total without + total tax. */
export function totalLines(lines: readonly LineAmounts[]): LineAmounts {
  let withoutTaxes = new D(0);
  let tax = new D(0);
  let withTaxes = new D(0);
  for (const line of lines) {
    withoutTaxes = withoutTaxes.plus(line.withoutTaxes);
    tax = tax.plus(line.tax);
    withTaxes = withTaxes.plus(line.withTaxes);
  }
  return { withoutTaxes: normalize(withoutTaxes), tax: normalize(tax), withTaxes: normalize(withTaxes) };
}

/** The per-line difference between an original invoice line and a rectified one (rectified − original). */
export function lineDifference(original: LineAmounts, rectified: LineAmounts): LineAmounts {
  return {
    withoutTaxes: normalize(new D(rectified.withoutTaxes).minus(original.withoutTaxes)),
    tax: normalize(new D(rectified.tax).minus(original.tax)),
    withTaxes: normalize(new D(rectified.withTaxes).minus(original.withTaxes)),
  };
}

/** What can still be refunded of an amount after earlier refunds; never below zero. */
export function refundCap(original: Decimal.Value, alreadyRefunded: readonly Decimal.Value[] = []): string {
  const left = alreadyRefunded.reduce<Dec>((rest, r) => rest.minus(r), new D(original).abs());
  return left.isNegative() ? "0" : normalize(left);
}

export type RefundCheck = { ok: true; value: string } | { ok: false; message: ErrorMessage };

/**
 * A requested refund must be positive, have at most 8 decimals and not exceed the cap. A refusal names
 * the cap as the person's locale writes numbers ("12,3" in Spanish), every decimal kept.
 */
export function checkRefund(
  requested: string,
  cap: Decimal.Value,
  locale: AmountLocale = DEFAULT_AMOUNT_LOCALE,
  currency = "",
): RefundCheck {
  // `requested` is already a plain decimal (the form's locale was applied when it was read).
  const parsed = parseAmountInput(requested, "en", { allowNegative: false });
  if (!parsed.ok) return parsed;
  const value = new D(parsed.value);
  if (value.isZero()) return { ok: false, message: errorMessage("refundZero") };
  if (value.greaterThan(cap))
    return {
      ok: false,
      message: errorMessage("refundAboveCap", { cap: formatAmount(normalize(new D(cap)), locale, currency) }),
    };
  return { ok: true, value: parsed.value };
}

export function compareAmounts(a: Decimal.Value, b: Decimal.Value): number {
  return new D(a).comparedTo(b);
}

export function isZeroAmount(value: Decimal.Value): boolean {
  return new D(value).isZero();
}

export function negateAmount(value: Decimal.Value): string {
  return normalize(new D(value).negated());
}
