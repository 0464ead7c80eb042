import { isLosslessNumber, LosslessNumber, parse, stringify } from "lossless-json";

/**
 * Field names whose numbers are decimals (money, tax rates, usage). They are read as strings so that
 * no amount ever passes through binary floating point; every other number becomes a JS number.
 * Add a name here when a contract record gains a decimal field.
 */
export const DECIMAL_KEYS = new Set([
  "currentValue",
  "currentValueWithTaxes",
  "initialValue",
  "value",
  "usage",
  "costWithoutTaxes",
  "taxPercentage",
  "percentage",
  "value_with_taxes",
  "value_without_taxes",
  "total_with_taxes",
  "total_without_taxes",
  "total_tax",
  "tax_amount",
  "amount_with_taxes",
  "amount_without_taxes",
  "refundable_with_taxes",
  "refundable_without_taxes",
  "credit_limit",
]);

/** JSON.parse, except that numbers under DECIMAL_KEYS come back as exact decimal strings. */
export function parseDecimalJson(text: string): unknown {
  return parse(text, (key, value) => {
    if (!isLosslessNumber(value)) return value;
    return DECIMAL_KEYS.has(key) ? value.toString() : value.valueOf();
  });
}

/** JSON.stringify, except that decimal strings under DECIMAL_KEYS are written as JSON numbers, digit for digit. */
export function stringifyDecimalJson(value: unknown): string {
  return (
    stringify(value, (key, v) =>
      DECIMAL_KEYS.has(key) && typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v) ? new LosslessNumber(v) : v,
    ) ?? "null"
  );
}
