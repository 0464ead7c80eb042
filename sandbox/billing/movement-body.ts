import { dec } from "./decimal";

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const AMOUNT_KEYS = ["value_with_taxes", "value_without_taxes"] as const;

/**
 * JSON allows exponents: `1e-8` is the exact value 0.00000001. Decimal fields arrive as the
 * number's text (lossless), so an exponent is rewritten in plain notation before validation;
 * anything else is left for the schema to refuse with the field named.
 */
function plainNotation(value: unknown): unknown {
  if (typeof value !== "string" || !/[eE]/.test(value) || !JSON_NUMBER.test(value)) return value;
  const exponent = Number(value.split(/[eE]/)[1]);
  // An exponent this large cannot be a valid amount; keep the text so the schema refuses it.
  if (Math.abs(exponent) > 60) return value;
  return dec(value).toFixed();
}

/** The movement body with its amount fields in plain notation. */
export function withPlainAmounts(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body.amount)) return body;
  const amount: Record<string, unknown> = { ...body.amount };
  for (const key of AMOUNT_KEYS) amount[key] = plainNotation(amount[key]);
  if (isRecord(amount.tax)) amount.tax = { ...amount.tax, percentage: plainNotation(amount.tax.percentage) };
  return { ...body, amount };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
