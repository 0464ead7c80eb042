import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/result";
import { type MovementFormInput, movementForm, refundForm } from "./forms";

const blank: MovementFormInput = {
  subscriptionId: "SUB-1001",
  productKind: "subscribable",
  type: "ONE_TIME_FEE",
  movementDatetime: "2026-03-14T10:00:00Z",
  amountLocale: "es",
  valueWithTaxes: "",
  valueWithoutTaxes: "",
  taxType: "VAT",
  taxPercentage: "21",
  externalMovementUniqueId: "portal-1234abcd",
  description: "",
};

const refusedFields = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.keys(fieldErrorsOf(result.error?.issues ?? [])).sort();

describe("the movement form's schema", () => {
  it("item 19: a submit with three required fields empty marks all three at once", () => {
    expect(refusedFields(movementForm.safeParse(blank))).toEqual([
      "description",
      "valueWithTaxes",
      "valueWithoutTaxes",
    ]);
  });

  it("item 19: an unreadable amount is marked along with a missing description", () => {
    const typed = { ...blank, valueWithTaxes: "12,1", valueWithoutTaxes: "diez" };
    expect(refusedFields(movementForm.safeParse(typed))).toEqual(["description", "valueWithoutTaxes"]);
  });

  it("item 19: a complete form still reads its amounts by the locale and checks them together", () => {
    const parsed = movementForm.safeParse({
      ...blank,
      valueWithTaxes: "12,1",
      valueWithoutTaxes: "10",
      description: "Fee",
    });
    expect(parsed.success && parsed.data).toMatchObject({ valueWithTaxes: "12.1", valueWithoutTaxes: "10" });
    const mismatch = movementForm.safeParse({
      ...blank,
      valueWithTaxes: "13",
      valueWithoutTaxes: "10",
      description: "Fee",
    });
    expect(refusedFields(mismatch)).toEqual(["valueWithTaxes"]);
  });

  it("item 19: a refund with no amount and a short reference marks both", () => {
    const refund = refundForm.safeParse({
      subscriptionId: "SUB-1001",
      movementId: "MOV-1",
      amountLocale: "es",
      amountWithTaxes: "",
      externalRefundUniqueId: "x",
    });
    expect(refusedFields(refund)).toEqual(["amountWithTaxes", "externalRefundUniqueId"]);
  });
});
