import type Decimal from "decimal.js";
import { ExactDecimal } from "../../contract/decimal";
import { trimDecimal } from "../http/json";

/** Exact arithmetic for money and usage; results are kept to 8 places (numeric(30,8)). */
export const Dec = ExactDecimal;
export type Dec = Decimal;

export const dec = (value: string | number | Decimal) => new Dec(value);
export const fixed8 = (value: Decimal) => value.toDecimalPlaces(8).toFixed();
/** A numeric(30,8) column value as the API shows it: "12.50000000" -> "12.5". */
export const out = (value: string) => trimDecimal(value);
export const sum = (values: readonly (string | Decimal)[]) =>
  values.reduce<Decimal>((total, v) => total.plus(v), new Dec(0));

/** Splits an amount with taxes into without-taxes and tax at the given percentage. */
export function splitTaxes(withTaxes: Decimal, percentage: string) {
  const withoutTaxes = withTaxes.dividedBy(dec(percentage).dividedBy(100).plus(1)).toDecimalPlaces(8);
  return { withoutTaxes, tax: withTaxes.minus(withoutTaxes) };
}
