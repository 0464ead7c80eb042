import { describe, expect, it } from "vitest";
import { dec, fixed8, splitTaxes } from "./decimal";

describe("splitTaxes", () => {
  it("rounds the amount without taxes to 8 places (never truncates), and the tax is the exact rest", () => {
    // 10 / 1.21 = 8.2644628099…: rounding gives …281, truncating would give …280.
    const { withoutTaxes, tax } = splitTaxes(dec("10"), "21");
    expect(fixed8(withoutTaxes)).toBe("8.26446281");
    expect(fixed8(tax)).toBe("1.73553719");
    expect(withoutTaxes.plus(tax).toFixed()).toBe("10");
  });

  it("rounds half up at the 8th place and keeps exact splits exact", () => {
    // 1.00000001 / 1.1 = 0.9090909181…: the 9th digit is 8, so …91 rounds up to …92 (truncating keeps …91).
    expect(fixed8(splitTaxes(dec("1.00000001"), "10").withoutTaxes)).toBe("0.90909092");
    expect(fixed8(splitTaxes(dec("121"), "21").withoutTaxes)).toBe("100");
    expect(fixed8(splitTaxes(dec("5"), "0").withoutTaxes)).toBe("5");
  });
});
