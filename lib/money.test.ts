import { describe, expect, it } from "vitest";
import { compareAmounts, withTaxesFrom } from "./billing-math";
import { formatMoney, formatPercent, sumDecimals } from "./money";

describe("money", () => {
  it("adds decimal strings exactly", () => {
    expect(sumDecimals(["0.1", "0.2"])).toBe("0.3");
    expect(sumDecimals(["12345678901234567.12345678", "0.00000001"])).toBe("12345678901234567.12345679");
    expect(sumDecimals([])).toBe("0");
  });

  it("adds tax with 8-place precision", () => {
    expect(withTaxesFrom("10", "21")).toBe("12.1");
    expect(withTaxesFrom("0.0123", "21")).toBe("0.014883");
    expect(withTaxesFrom("0.33333333", "21")).toBe("0.40333333");
  });

  it("compares without floats", () => {
    expect(compareAmounts("0.30000000", "0.3")).toBe(0);
    expect(compareAmounts("-1", "0.00000001")).toBe(-1);
  });

  it("formats currency for the locale, rounding half up in decimal", () => {
    expect(formatMoney("12.345", "EUR")).toBe("€12.35");
    expect(formatMoney("1234.5", "EUR", { locale: "es-ES" })).toBe("1234,50\u00a0€");
    expect(formatMoney("12345.5", "EUR", { locale: "de-DE" })).toBe("12.345,50\u00a0€");
    expect(formatMoney("-3", "EUR")).toBe("-€3.00");
    expect(formatMoney("1000", "JPY")).toBe("JP¥1,000");
  });

  it("keeps large values digit for digit", () => {
    expect(formatMoney("90071992547409931.01", "EUR")).toBe("€90,071,992,547,409,931.01");
  });

  it("shows every decimal, up to 8, when asked for the exact figure", () => {
    expect(formatMoney("0.0123", "EUR", { exact: true })).toBe("€0.0123");
    expect(formatMoney("56.535", "EUR", { exact: true, locale: "es-ES" })).toBe("56,535\u00a0€");
    expect(formatMoney("0.12345678", "EUR", { exact: true })).toBe("€0.12345678");
    expect(formatMoney("0.5", "EUR", { exact: true })).toBe("€0.50");
  });

  it("signs credits", () => {
    expect(formatMoney("5", "EUR", { signed: true })).toBe("+€5.00");
    expect(formatMoney("0", "EUR", { signed: true })).toBe("€0.00");
  });

  it("formats percentages", () => {
    expect(formatPercent("21")).toBe("21%");
    expect(formatPercent("10.5")).toBe("10.5%");
  });
});
