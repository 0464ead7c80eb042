import Decimal from "decimal.js";

/**
 * The one Decimal context for money and usage, in the portal and the sandbox: 80 significant digits
 * (products of two numeric(30,8) values stay exact) and half-up rounding wherever a result is cut to
 * 8 places. Amounts never go through binary floating point.
 */
export const ExactDecimal = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
export type ExactDecimal = Decimal;
