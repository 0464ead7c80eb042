import { describe, expect, it } from "vitest";
import { billingKind, usageTypesOf, usageTypesShown } from "./billing-kind";

const bonuses = (types: ("data" | "sms" | "voice")[]) => ({
  bonuses: {
    data: types.includes("data") ? [{}] : [],
    sms: types.includes("sms") ? [{}] : [],
    voice: types.includes("voice") ? [{}] : [],
  } as never,
});

describe("billing kinds", () => {
  it("reads the contract's billingType", () => {
    expect([1, 2, 4, 3].map(billingKind)).toEqual(["prepaid", "postpaid", "landline", "other"]);
  });

  it("gives a landline calls alone, every other line data, SMS and calls", () => {
    expect(usageTypesOf(4)).toEqual(["voice"]);
    expect(usageTypesOf(1)).toEqual(["data", "sms", "voice"]);
  });

  it("shows a tile for each type used or held as a bonus, in the usual order", () => {
    expect(usageTypesShown({ data: 0, sms: 0, voice: 3 }, bonuses([]))).toEqual(["voice"]);
    expect(usageTypesShown({ data: 0, sms: 2, voice: 0 }, bonuses(["data"]))).toEqual(["data", "sms"]);
    expect(usageTypesShown({ data: 0, sms: 0, voice: 0 }, undefined)).toEqual([]);
  });
});
