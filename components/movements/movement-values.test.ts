import { describe, expect, it } from "vitest";
import type { Movement } from "@/contract/billing";
import { syncAmounts, toFormInput, touchesAmounts, valuesOf } from "./movement-values";

const stored: Movement = {
  id: "MOV-1",
  type: "ONE_TIME_FEE",
  movement_datetime: "2026-03-01T10:00:00.000Z",
  period_start_datetime: "2026-03-01T00:00:00.000Z",
  period_end_datetime: "2026-03-31T21:59:59.000Z",
  // 8.035 × 1.21 = 9.72235: the operator stored 9.7224, within its tolerance.
  amount: {
    value_with_taxes: "9.7224",
    value_without_taxes: "8.035",
    tax: { type: "VAT", percentage: "21" },
  },
  invoice_id: "",
  invoice_number: "",
  external_invoice_id: "",
  invoice_cycle_date: "2026-04-01T00:00:00.000Z",
  external_movement_unique_id: "key-1",
  billable: true,
  transaction_type_id: "",
  operation_type: "DEBIT",
  description: "Router",
};

describe("editing a stored movement (issue 10, item 4)", () => {
  for (const locale of ["en", "es"] as const) {
    it(`sends untouched amounts exactly as stored (${locale})`, () => {
      const values = valuesOf(stored, locale);
      const afterDescription = { ...values, description: "Router (corrected)" };
      expect(touchesAmounts({ description: "x" })).toBe(false);
      const input = toFormInput("SUB-1", afterDescription, locale);
      expect(input).toMatchObject({ amountLocale: locale });
      expect([input.valueWithTaxes, input.valueWithoutTaxes]).toEqual(
        locale === "es" ? ["9,7224", "8,035"] : ["9.7224", "8.035"],
      );
      // Even a recompute request leaves them alone until an amount is typed.
      expect(syncAmounts(values, locale).valueWithTaxes).toBe(values.valueWithTaxes);
    });
  }

  it("recomputes the other amount once the agent types one, in the locale's notation", () => {
    const values = { ...valuesOf(stored, "es"), valueWithoutTaxes: "1.000", lastEdited: "without" as const };
    expect(syncAmounts(values, "es").valueWithTaxes).toBe("1210");
    const decimals = { ...values, valueWithoutTaxes: "10,5" };
    expect(syncAmounts(decimals, "es").valueWithTaxes).toBe("12,705");
  });

  it("shows the period's days day first in Madrid and sends them back as the same instants", () => {
    const values = valuesOf(stored, "es");
    expect([values.periodStart, values.periodEnd]).toEqual(["01/03/2026", "31/03/2026"]);
    const input = toFormInput("SUB-1", values, "es");
    expect(input.periodStartDatetime).toBe("2026-02-28T23:00:00.000Z");
    expect(input.periodEndDatetime).toBe("2026-03-31T21:59:59.000Z");
    const typed = toFormInput("SUB-1", { ...values, periodStart: "5/3/2026", periodEnd: "31/02/2026" }, "es");
    expect(typed.periodStartDatetime).toBe("2026-03-04T23:00:00.000Z");
    // An impossible day is sent as typed, so the form's validation names it.
    expect(typed.periodEndDatetime).toBe("31/02/2026");
  });
});
