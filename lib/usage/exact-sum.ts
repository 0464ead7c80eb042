import type Decimal from "decimal.js";
import { toDecimal } from "../money";

const PLACES = 8;
const SCALE = `1e${PLACES}`;
const UNITS_PER_WHOLE = 10n ** BigInt(PLACES);
const DIGITS = /^\d*$/;
/** A fraction of n digits, in units of 10⁻⁸: its digits times FRACTION_SCALE[n]. */
const FRACTION_SCALE = Array.from({ length: PLACES + 1 }, (_, n) => 10 ** (PLACES - n));
/** Doubles add integers exactly below 2⁵³; the running sums are carried into `units` before that. */
const CARRY_AT = 2 ** 52;

/**
 * Sums decimal strings of at most 8 places exactly: a month can hold 100k records, and one Decimal per
 * record per figure is most of the page's time. Whole parts and fractions (in 10⁻⁸) are summed as
 * integers in doubles, exact while below 2⁵³ and carried into a BigInt before; Decimal is used at the end.
 */
export class ExactSum {
  private wholes = 0;
  private fractions = 0;
  private units = 0n;
  /** Values that are not plain 8-place decimals (exponents, longer fractions): rare, kept as Decimal. */
  private other?: Decimal;

  add(value: string): void {
    const negative = value.startsWith("-");
    const digits = negative ? value.slice(1) : value;
    const dot = digits.indexOf(".");
    const whole = dot < 0 ? digits : digits.slice(0, dot);
    const fraction = dot < 0 ? "" : digits.slice(dot + 1);
    // Longer fractions, exponents, 16 digits or more and anything else are rare: Decimal reads them exactly.
    if (fraction.length > PLACES || whole.length > 15 || !DIGITS.test(whole) || !DIGITS.test(fraction)) {
      this.other = (this.other ?? toDecimal(0)).plus(toDecimal(value));
      return;
    }
    const sign = negative ? -1 : 1;
    this.wholes += sign * Number(whole);
    this.fractions += sign * Number(fraction) * (FRACTION_SCALE[fraction.length] ?? 1);
    if (Math.abs(this.wholes) >= CARRY_AT || Math.abs(this.fractions) >= CARRY_AT) this.carry();
  }

  private carry(): void {
    this.units += BigInt(this.wholes) * UNITS_PER_WHOLE + BigInt(this.fractions);
    this.wholes = 0;
    this.fractions = 0;
  }

  addSum(other: ExactSum): void {
    other.carry();
    this.units += other.units;
    if (other.other) this.other = (this.other ?? toDecimal(0)).plus(other.other);
  }

  value(): Decimal {
    this.carry();
    const units = toDecimal(this.units.toString()).dividedBy(SCALE);
    return this.other ? units.plus(this.other) : units;
  }
}

/** Sums per tax percentage, so that taxes are applied once per rate instead of once per record. */
export class NetByRate {
  private readonly sums = new Map<string, ExactSum>();

  add(net: string, percentage: string): void {
    this.sumAt(percentage).add(net);
  }

  private sumAt(rate: string): ExactSum {
    let sum = this.sums.get(rate);
    if (!sum) {
      sum = new ExactSum();
      this.sums.set(rate, sum);
    }
    return sum;
  }

  addSums(other: NetByRate): void {
    for (const [rate, sum] of other.sums) this.sumAt(rate).addSum(sum);
  }

  net(): Decimal {
    let total = toDecimal(0);
    for (const sum of this.sums.values()) total = total.plus(sum.value());
    return total;
  }

  /** Σ net × (1 + rate / 100), exact; the caller rounds. */
  gross(): Decimal {
    let total = toDecimal(0);
    for (const [rate, sum] of this.sums)
      total = total.plus(sum.value().times(toDecimal(rate).dividedBy(100).plus(1)));
    return total;
  }
}
