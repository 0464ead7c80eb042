import { describe, expect, it } from "vitest";
import { e164Phone, isE164, normalizePhone, phoneProblem } from "./phone";

describe("normalizePhone", () => {
  it("drops separators and turns 00 into +", () => {
    expect(normalizePhone(" +34 600-100.001 ")).toBe("+34600100001");
    expect(normalizePhone("0034 (600) 100 001")).toBe("+34600100001");
  });

  it("does not invent a country code", () => {
    expect(normalizePhone("600100001")).toBe("600100001");
  });
});

describe("isE164", () => {
  it.each(["+34600100001", "+12025550123", "+44123", "+123456789012345"])("accepts %s", (value) => {
    expect(isE164(value)).toBe(true);
  });

  it.each(["34600100001", "+034600100001", "+1234", "+1234567890123456", "+34 600 100 001", "+34-600", ""])(
    "refuses %j",
    (value) => {
      expect(isE164(value)).toBe(false);
    },
  );
});

describe("phoneProblem", () => {
  it("explains each kind of mistake", () => {
    expect(phoneProblem("")).toMatch(/Enter/);
    expect(phoneProblem("600100001")).toMatch(/Start with \+/);
    expect(phoneProblem("+34abc")).toMatch(/digits only/);
    expect(phoneProblem("+0123456")).toMatch(/never starts with 0/);
    expect(phoneProblem("+3412")).toMatch(/Too short/);
    expect(phoneProblem("+1234567890123456")).toMatch(/Too long/);
    expect(phoneProblem("+34 600 100 001")).toBeUndefined();
  });
});

describe("e164Phone", () => {
  it("normalizes valid input and refuses invalid input with the reason", () => {
    expect(e164Phone.parse("0034 600 100 001")).toBe("+34600100001");
    const result = e164Phone.safeParse("600");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Start with \+/);
  });
});
