import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmountInput } from "./amount-input";
import {
  checkRefund,
  isTaxConsistent,
  lineFromWithoutTaxes,
  lineFromWithTaxes,
  lineInCents,
  refundCap,
  round8,
  totalLines,
  withoutTaxesFrom,
  withTaxesFrom,
} from "./billing-math";

/** Decimal strings with up to `places` decimals, built from integers so no float is involved. */
const decimalString = (places: number, { min = -1_000_000_000n, max = 1_000_000_000n } = {}) =>
  fc
    .tuple(fc.bigInt({ min, max }), fc.integer({ min: 0, max: places }))
    .map(([units, scale]) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale)).toFixed());

const amount8 = decimalString(8);
const positiveAmount8 = decimalString(8, { min: 1n, max: 100_000_000_000n });
/** Tax rates such as 0, 4, 10, 21, 7.5, 21.125 */
const percentage = decimalString(3, { min: 0n, max: 100_000n }).filter((p) => new Decimal(p).lte(100));

const places = (value: string) => new Decimal(value).decimalPlaces();

describe("round8", () => {
  it("keeps at most 8 places and moves a value by at most half a unit of the 8th place", () => {
    fc.assert(
      fc.property(decimalString(20), (value) => {
        const rounded = round8(value);
        expect(places(rounded)).toBeLessThanOrEqual(8);
        expect(new Decimal(rounded).minus(value).abs().lte("0.000000005")).toBe(true);
      }),
    );
  });

  it("leaves values with 8 places or fewer unchanged and is idempotent", () => {
    fc.assert(
      fc.property(amount8, decimalString(16), (exact, any) => {
        expect(new Decimal(round8(exact)).equals(exact)).toBe(true);
        expect(round8(round8(any))).toBe(round8(any));
      }),
    );
  });

  it("rounds half up, away from zero", () => {
    expect(round8("0.000000005")).toBe("0.00000001");
    expect(round8("-0.000000005")).toBe("-0.00000001");
    expect(round8("0.0000000049999")).toBe("0");
    expect(round8("-0.000000001")).toBe("0");
  });
});

const parseAmount = (text: string, options?: { allowNegative?: boolean }) =>
  parseAmountInput(text, "en", options);

describe("parseAmountInput on plain decimals", () => {
  it("accepts every decimal with at most 8 places and returns the same number", () => {
    fc.assert(
      fc.property(amount8, (value) => {
        const parsed = parseAmount(value);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(new Decimal(parsed.value).equals(value)).toBe(true);
      }),
    );
  });

  it("refuses more than 8 decimals, exponents, separators and words", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 9, max: 14 }),
        (units, scale) => {
          const text = `0.${units.toString().padStart(scale, "0").slice(-scale)}`;
          fc.pre(text.length - 2 === scale && !text.endsWith("0"));
          expect(parseAmount(text).ok).toBe(false);
        },
      ),
    );
    for (const bad of ["1e3", "1,0000.50", "12.", ".5", "abc", "", "0x10", "Infinity", "NaN", "12,5"])
      expect(parseAmount(bad).ok, bad).toBe(false);
  });

  it("reads a comma by the locale and refuses negatives when asked", () => {
    expect(parseAmountInput("12,5", "es")).toEqual({ ok: true, value: "12.5" });
    expect(parseAmount("-3", { allowNegative: false }).ok).toBe(false);
  });
});

describe("tax consistency", () => {
  it("value_with_taxes = value_without_taxes × (1 + pct/100) rounded to 8 places", () => {
    fc.assert(
      fc.property(amount8, percentage, (without, pct) => {
        const expected = new Decimal(without)
          .times(new Decimal(pct).dividedBy(100).plus(1))
          .toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
        const computed = withTaxesFrom(without, pct);
        expect(new Decimal(computed).equals(expected)).toBe(true);
        expect(places(computed)).toBeLessThanOrEqual(8);
        expect(isTaxConsistent(computed, without, pct)).toBe(true);
      }),
    );
  });

  it("a value without taxes derived from the value with taxes is consistent too", () => {
    fc.assert(
      fc.property(amount8, percentage, (withTaxes, pct) => {
        const without = withoutTaxesFrom(withTaxes, pct);
        expect(places(without)).toBeLessThanOrEqual(8);
        expect(isTaxConsistent(withTaxes, without, pct)).toBe(true);
        // Multiplying back may move the 8th place, never more than the rounding of both steps.
        const back = new Decimal(withTaxesFrom(without, pct));
        const bound = new Decimal("0.000000005").times(new Decimal(pct).dividedBy(100).plus(2));
        expect(back.minus(withTaxes).abs().lte(bound)).toBe(true);
      }),
    );
  });

  it("refuses values that are off by more than rounding", () => {
    fc.assert(
      fc.property(amount8, percentage, fc.bigInt({ min: 2n, max: 10n ** 9n }), (without, pct, off) => {
        const offset = new Decimal(off.toString()).times("0.00000001");
        const factor = new Decimal(pct).dividedBy(100).plus(1);
        // Far enough that neither derivation direction can absorb it.
        fc.pre(offset.gt(factor.times("0.00000001")));
        const wrong = new Decimal(withTaxesFrom(without, pct)).plus(offset).toFixed();
        expect(isTaxConsistent(wrong, without, pct)).toBe(false);
      }),
    );
  });

  it("zero tax means both values are equal", () => {
    fc.assert(
      fc.property(amount8, (v) => {
        expect(withTaxesFrom(v, "0")).toBe(round8(v));
      }),
    );
  });
});

describe("totals of many lines", () => {
  const line = fc
    .tuple(amount8, percentage, fc.boolean())
    .map(([v, pct, fromWith]) => (fromWith ? lineFromWithTaxes(v, pct) : lineFromWithoutTaxes(v, pct)));

  it("each line adds up exactly: with = without + tax, all with at most 8 places", () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(new Decimal(l.withoutTaxes).plus(l.tax).equals(l.withTaxes)).toBe(true);
        for (const v of [l.withoutTaxes, l.tax, l.withTaxes]) expect(places(v)).toBeLessThanOrEqual(8);
      }),
    );
  });

  it("totals are exact sums, add up, and do not depend on the order of lines", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
        const total = totalLines(lines);
        expect(new Decimal(total.withoutTaxes).plus(total.tax).equals(total.withTaxes)).toBe(true);
        const reversed = totalLines([...lines].reverse());
        expect(reversed).toEqual(total);
        const bySum = lines.reduce((s, l) => s.plus(l.withTaxes), new Decimal(0));
        expect(new Decimal(total.withTaxes).equals(bySum)).toBe(true);
        expect(places(total.withTaxes)).toBeLessThanOrEqual(8);
      }),
    );
  });

  it("splitting the lines in two and adding the totals gives the same total", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 100 }), fc.nat(), (lines, cut) => {
        const at = lines.length ? cut % lines.length : 0;
        const a = totalLines(lines.slice(0, at));
        const b = totalLines(lines.slice(at));
        expect(totalLines([a, b])).toEqual(totalLines(lines));
      }),
    );
  });

  it("a thousand lines of 0.1 total exactly 100 (no float drift)", () => {
    const lines = Array.from({ length: 1000 }, () => lineFromWithoutTaxes("0.1", "0"));
    expect(totalLines(lines).withTaxes).toBe("100");
  });
});

describe("a line to the cent, as the screen shows it", () => {
  it("the three figures add up even where each would round up on its own", () => {
    expect(lineInCents({ withoutTaxes: "1.005", tax: "1.005", withTaxes: "2.01" })).toEqual({
      withoutTaxes: "1.01",
      tax: "1",
      withTaxes: "2.01",
    });
    expect(lineInCents(lineFromWithTaxes("30", "21"))).toEqual({
      withoutTaxes: "24.79",
      tax: "5.21",
      withTaxes: "30",
    });
  });

  it("always adds up, with at most two places, for any line", () => {
    fc.assert(
      fc.property(amount8, percentage, (v, pct) => {
        const shown = lineInCents(lineFromWithTaxes(v, pct));
        expect(new Decimal(shown.withoutTaxes).plus(shown.tax).equals(shown.withTaxes)).toBe(true);
        for (const figure of Object.values(shown)) expect(places(figure)).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe("refund caps", () => {
  it("successive refunds, each within the cap left, never exceed the original", () => {
    fc.assert(
      fc.property(positiveAmount8, fc.array(positiveAmount8, { maxLength: 30 }), (original, requests) => {
        const accepted: string[] = [];
        for (const request of requests) {
          const check = checkRefund(request, refundCap(original, accepted));
          if (check.ok) accepted.push(check.value);
        }
        const refunded = accepted.reduce((s, v) => s.plus(v), new Decimal(0));
        expect(refunded.lte(original)).toBe(true);
        expect(new Decimal(refundCap(original, accepted)).equals(new Decimal(original).minus(refunded))).toBe(
          true,
        );
      }),
    );
  });

  it("the cap itself is accepted, one unit of the 8th place more is refused", () => {
    fc.assert(
      fc.property(positiveAmount8, (cap) => {
        expect(checkRefund(cap, cap).ok).toBe(true);
        expect(checkRefund(new Decimal(cap).plus("0.00000001").toFixed(), cap).ok).toBe(false);
      }),
    );
  });

  it("names the cap in a refusal as the person's locale writes it, every decimal kept", () => {
    expect(checkRefund("20", "12.345", "es")).toMatchObject({
      ok: false,
      message: { key: "refundAboveCap", values: { cap: "12,345" } },
    });
    expect(checkRefund("2000", "1234.5")).toMatchObject({ message: { values: { cap: "1,234.5" } } });
  });

  it("zero, negative and over-precise refunds are refused; the cap never goes below zero", () => {
    expect(checkRefund("0", "10").ok).toBe(false);
    expect(checkRefund("-1", "10").ok).toBe(false);
    expect(checkRefund("1.000000001", "10").ok).toBe(false);
    expect(refundCap("10", ["7", "7"])).toBe("0");
    expect(refundCap("-10", ["4"])).toBe("6");
  });
});
