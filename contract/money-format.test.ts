import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent } from "@/lib/money";
import { formatCurrencyAmount, formatRate } from "./money-format";

describe("the sandbox's document amounts", () => {
  it("item 20: round and read exactly as the portal's formatMoney and formatPercent", () => {
    for (const locale of ["es-ES", "en-GB"])
      for (const value of ["89.914645", "0.005", "-0.005", "1234.565", "-2.42", "0", "0.00499999"]) {
        expect(formatCurrencyAmount(value, "EUR", locale)).toBe(formatMoney(value, "EUR", { locale }));
        expect(formatRate("21", locale)).toBe(formatPercent("21", locale));
        expect(formatRate("10.5", locale)).toBe(formatPercent("10.5", locale));
      }
    expect(formatCurrencyAmount("89.914645", "EUR", "es-ES")).toBe("89,91\u00a0€");
  });
});
