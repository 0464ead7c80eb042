import { describe, expect, it } from "vitest";
import { type LineFacts, lineRefusal } from "./self-service";

const line = (patch: Partial<LineFacts> = {}): LineFacts => ({
  status: "active",
  plan: "Mobile 20",
  prepaid: false,
  creditLimit: null,
  bonuses: new Set(),
  balanceWithTaxes: null,
  ...patch,
});
const buy = (charge: string | null) => ({ operation: "ADD_BONUS" as const, bonusId: "SMS_100", charge });

describe("the operator's line rules (contract/self-service.ts)", () => {
  it("item 3: a suspended line can neither buy nor change plan", () => {
    const suspended = line({ status: "suspended" });
    expect(lineRefusal(suspended, buy("2.42"))).toBe("subscriptionSuspended");
    expect(lineRefusal(suspended, { operation: "CHANGE_PLAN", plan: "Unlimited 50", toPrepaid: false })).toBe(
      "subscriptionSuspended",
    );
    expect(lineRefusal(suspended, { operation: "RESUME" })).toBeNull();
  });

  it("item 3: a change to the same plan is refused, to another one allowed", () => {
    expect(lineRefusal(line(), { operation: "CHANGE_PLAN", plan: "Mobile 20", toPrepaid: false })).toBe(
      "planUnchanged",
    );
    expect(
      lineRefusal(line(), { operation: "CHANGE_PLAN", plan: "Unlimited 50", toPrepaid: false }),
    ).toBeNull();
  });

  it("item 3: a plan change keeps the payment type; a plan the catalogue does not know is not judged", () => {
    const change = (toPrepaid: boolean | null) => ({
      operation: "CHANGE_PLAN" as const,
      plan: "Prepaid Smart",
      toPrepaid,
    });
    expect(lineRefusal(line(), change(true))).toBe("paymentTypeChange");
    expect(lineRefusal(line({ prepaid: true }), change(true))).toBeNull();
    expect(lineRefusal(line(), change(null))).toBeNull();
  });

  it("item 3: a prepaid line has no spending cap", () => {
    const prepaid = line({ prepaid: true, balanceWithTaxes: "20" });
    expect(lineRefusal(prepaid, { operation: "SET_CREDIT_LIMIT", creditLimit: "50" })).toBe(
      "creditLimitNotApplicable",
    );
    expect(lineRefusal(line(), { operation: "SET_CREDIT_LIMIT", creditLimit: "50" })).toBeNull();
  });

  it("item 3: a prepaid purchase needs a balance that covers the price, exactly at it and one cent short", () => {
    expect(lineRefusal(line({ prepaid: true, balanceWithTaxes: "2.42" }), buy("2.42"))).toBeNull();
    expect(lineRefusal(line({ prepaid: true, balanceWithTaxes: "2.41" }), buy("2.42"))).toBe(
      "insufficientBalance",
    );
    // A postpaid purchase goes on the next bill; a free grant needs no balance.
    expect(lineRefusal(line(), buy("2.42"))).toBeNull();
    expect(lineRefusal(line({ prepaid: true, balanceWithTaxes: "0" }), buy(null))).toBeNull();
  });

  it("item 3: a bonus already active is not bought twice", () => {
    expect(lineRefusal(line({ bonuses: new Set(["SMS_100"]) }), buy("2.42"))).toBe("bonusAlreadyActive");
  });
});
