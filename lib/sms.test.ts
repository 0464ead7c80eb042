import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { describeEncoding, smsLength } from "./sms";

const english = createTranslator({ locale: "en", messages: en, namespace: "Appointments.sms" });
const encodingOf = (text: string) => describeEncoding(smsLength(text), english);

describe("smsLength", () => {
  it("counts an empty text as no segment", () => {
    expect(smsLength("")).toMatchObject({ encoding: "GSM-7", units: 0, segments: 0, remaining: 160 });
  });

  it("fits 160 GSM-7 characters in one SMS and needs two parts at 161", () => {
    expect(smsLength("a".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1, remaining: 0 });
    expect(smsLength("a".repeat(161))).toMatchObject({
      segments: 2,
      perSegment: 153,
      remaining: 153 * 2 - 161,
    });
  });

  it("uses 153 septets per part once concatenated", () => {
    expect(smsLength("a".repeat(306)).segments).toBe(2);
    expect(smsLength("a".repeat(307)).segments).toBe(3);
  });

  it("counts GSM-7 extension characters as two septets", () => {
    const text = `${"a".repeat(158)}€`;
    expect(smsLength(text)).toMatchObject({ encoding: "GSM-7", characters: 159, units: 160, segments: 1 });
    expect(smsLength(`${text}a`).segments).toBe(2);
    expect(smsLength("{}[]~|^\\€").units).toBe(18);
    expect(smsLength("[x]").extensionCharacters).toEqual(["[", "]"]);
  });

  it("never splits an escape pair across parts", () => {
    // 152 septets then an extension character: it does not fit the first part's last septet.
    const text = `${"a".repeat(152)}€${"a".repeat(10)}`;
    const length = smsLength(text);
    expect(length.units).toBe(164);
    expect(length.segments).toBe(2);
    expect(length.remaining).toBe(153 - 12);
  });

  it("keeps the letters of the GSM-7 alphabet in GSM-7 (ñ, ¿, ¡) but not á", () => {
    expect(smsLength("Llámenos").encoding).toBe("UCS-2");
    expect(smsLength("Cita confirmada: mañana a las 10:00 en la tienda. ¿Dudas? ¡Llame ya!").encoding).toBe(
      "GSM-7",
    );
  });

  it("switches to UCS-2 for a character outside the alphabet, with 70/67 limits", () => {
    const emoji = smsLength("See you 😀");
    expect(emoji).toMatchObject({ encoding: "UCS-2", characters: 9, units: 10, segments: 1 });
    expect(emoji.nonGsmCharacters).toEqual(["😀"]);
    expect(smsLength("ç".repeat(70)).segments).toBe(1);
    expect(smsLength("ç".repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(smsLength("ç".repeat(134)).segments).toBe(2);
    expect(smsLength("ç".repeat(135)).segments).toBe(3);
  });

  it("does not split a surrogate pair across UCS-2 parts", () => {
    const text = `${"ç".repeat(66)}😀${"ç".repeat(5)}`;
    expect(smsLength(text)).toMatchObject({ units: 73, segments: 2, remaining: 67 - 7 });
  });

  it("treats extension characters as single units in UCS-2", () => {
    expect(smsLength("€😀")).toMatchObject({ encoding: "UCS-2", units: 3, extensionCharacters: [] });
  });
});

describe("describeEncoding", () => {
  it("names the characters that force UCS-2", () => {
    expect(encodingOf("Hola 😀")).toContain("“😀”");
    expect(encodingOf("Hola 😀").startsWith("UCS-2")).toBe(true);
  });

  it("mentions double-counted extension characters", () => {
    expect(encodingOf("10 €")).toContain("“€” count as two");
  });

  it("says plain GSM-7 text is all in the alphabet", () => {
    expect(encodingOf("Hello")).toContain("every character is in the GSM-7 alphabet");
  });
});
