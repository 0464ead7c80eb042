import fc from "fast-check";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { type ErrorMessage, wordError } from "./i18n/error-message";
import { e164Phone, isE164, phoneProblem, readPhone } from "./phone";

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });
const words = (message: ErrorMessage | string = "") => wordError(english, message);

describe("isE164 (the seed's pattern)", () => {
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

describe("readPhone (issue 10, item 3)", () => {
  it("drops the (0) trunk prefix instead of keeping it", () => {
    expect(readPhone("+44 (0)20 7946 0958")).toEqual({ ok: true, e164: "+442079460958" });
    expect(readPhone("+33 (0)1 23 45 67 89")).toEqual({ ok: true, e164: "+33123456789" });
    expect(readPhone("+49 (0)30 123456")).toEqual({ ok: true, e164: "+4930123456" });
  });

  it("reads a national number in the org's default country (ES)", () => {
    expect(readPhone("612 345 678")).toEqual({ ok: true, e164: "+34612345678" });
    expect(readPhone("0034 600-100.001")).toEqual({ ok: true, e164: "+34600100001" });
  });

  it("refuses numbers that cannot exist, with the reason", () => {
    for (const bad of ["", "600", "+34 123", "+0123456", "abc", "+1234567890123456"])
      expect(readPhone(bad).ok, bad).toBe(false);
    expect(words(phoneProblem(""))).toMatch(/Enter/);
    expect(words(phoneProblem("+34 123"))).toMatch(/country code/);
  });

  it("names the country a national number is read in, in words", () => {
    expect(words(phoneProblem("600 100"))).toMatch(/, or as a Spanish number \(e\.g\. 612 345 678\)\.$/);
    expect(words(phoneProblem("600 100", "GB"))).toMatch(/, or as a national number\.$/);
    expect(readPhone("020 7946 0958", "GB")).toEqual({ ok: true, e164: "+442079460958" });
  });

  it("always yields a number matching the seed's E.164 pattern", () => {
    const spanishMobile = fc.integer({ min: 600_000_000, max: 699_999_999 });
    fc.assert(
      fc.property(spanishMobile, fc.constantFrom(" ", "", "-", "."), (n, sep) => {
        const digits = String(n);
        const typed = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].join(sep);
        for (const form of [typed, `+34${sep}${typed}`, `0034 ${typed}`]) {
          const read = readPhone(form);
          expect(read).toEqual({ ok: true, e164: `+34${digits}` });
          if (read.ok) expect(isE164(read.e164)).toBe(true);
        }
      }),
    );
  });

  it("never accepts what the seed's pattern refuses", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        const read = readPhone(text);
        if (read.ok) expect(isE164(read.e164)).toBe(true);
      }),
    );
  });
});

describe("e164Phone", () => {
  it("normalizes valid input and refuses invalid input with the reason", () => {
    expect(e164Phone.parse("0034 600 100 001")).toBe("+34600100001");
    const result = e164Phone.safeParse("600");
    expect(result.success).toBe(false);
    expect(words(result.error?.issues[0]?.message)).toMatch(/not a valid phone number/);
  });
});
