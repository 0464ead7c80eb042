import { describe, expect, it } from "vitest";
import { amountProblems } from "./billing";

const amount = (withTaxes: string, withoutTaxes: string, percentage = "21") => ({
  value_with_taxes: withTaxes,
  value_without_taxes: withoutTaxes,
  tax: { type: "VAT", percentage },
});

describe("the tax rule of request amounts (docs/billing-api.md, Amounts)", () => {
  it("accepts value_with_taxes within 0.01 of value_without_taxes * (1 + percentage / 100)", () => {
    expect(amountProblems(amount("12.1", "10"))).toEqual([]);
    expect(amountProblems(amount("12.11", "10"))).toEqual([]);
    expect(amountProblems(amount("12.09", "10"))).toEqual([]);
  });

  it("refuses a difference over 0.01, naming the expected value", () => {
    expect(amountProblems(amount("12.12", "10"))).toEqual([
      "value_with_taxes must equal value_without_taxes * (1 + percentage / 100) within 0.01 (expected 12.1)",
    ]);
    expect(amountProblems(amount("12.0899", "10"))).toHaveLength(1);
  });
});
