import { describe, expect, it } from "vitest";
import { amountOfForm, approveInput, checkLimit, DEFAULT_LIMITS, limitsInputIn, rejectInput } from "./rules";

describe("limit rules", () => {
  it("holds only what is strictly above the limit, compared exactly", () => {
    expect(checkLimit("refund.create", "50", DEFAULT_LIMITS).isAbove).toBe(false);
    expect(checkLimit("refund.create", "50.00000001", DEFAULT_LIMITS).isAbove).toBe(true);
    expect(checkLimit("rectification.issue", "-100.01", DEFAULT_LIMITS)).toEqual({
      isAbove: true,
      amount: "100.01",
      limit: "100",
    });
  });

  it("judges each write against its own limit", () => {
    const limits = { refundMax: "10", rectificationMax: "1000", creditMovementMax: "0" };
    expect(checkLimit("refund.create", "11", limits).isAbove).toBe(true);
    expect(checkLimit("rectification.issue", "999", limits).isAbove).toBe(false);
    expect(checkLimit("movement.create", "-0.01", limits).isAbove).toBe(true);
  });

  it("counts movements only as credits; refunds by their amount", () => {
    expect(amountOfForm("movement.create", { valueWithTaxes: "-60" })).toBe("-60");
    expect(amountOfForm("movement.update", { valueWithTaxes: "60" })).toBeUndefined();
    expect(amountOfForm("refund.create", { amountWithTaxes: "60" })).toBe("60");
    expect(amountOfForm("refund.create", {})).toBeUndefined();
  });

  it("validates limits, decisions and request ids", () => {
    expect(
      limitsInputIn("en").safeParse({ refundMax: "0", rectificationMax: "1.5", creditMovementMax: "2" })
        .success,
    ).toBe(true);
    for (const bad of ["", "-1", "abc", "1.123456789", "1000000001"])
      expect(limitsInputIn("en").safeParse({ ...DEFAULT_LIMITS, refundMax: bad }).success).toBe(false);
    expect(approveInput.safeParse({ requestId: "APR-ABCDEFGHJK12" }).success).toBe(true);
    expect(approveInput.safeParse({ requestId: "APR-abcdefghjk12" }).success).toBe(false);
    expect(rejectInput.safeParse({ requestId: "APR-ABCDEFGHJK12", comment: " " }).success).toBe(false);
  });
});
