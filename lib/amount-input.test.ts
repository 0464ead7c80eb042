import fc from "fast-check";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { type AmountLocale, formatAmount, parseAmountInput, toAmountText } from "./amount-input";
import { type ErrorMessage, wordError } from "./i18n/error-message";

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });
const words = (message: ErrorMessage) => wordError(english, message);

const LOCALES: AmountLocale[] = ["es", "en"];
const INTL = { es: "es-ES", en: "en-GB" } as const;

/** Exact decimals with up to 22 integer digits and 8 places, as plain strings. */
const decimal = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 22n - 1n }),
    fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
  )
  .map(([negative, whole, fraction]) => {
    const trimmed = fraction?.replace(/0+$/, "");
    const text = trimmed ? `${whole}.${trimmed}` : `${whole}`;
    return negative && text !== "0" ? `-${text}` : text;
  });

const read = (text: string, locale: AmountLocale) => parseAmountInput(text, locale);

describe("parseAmountInput (issue 10, item 1)", () => {
  it("reads 1.500 as one thousand five hundred in Spanish and 1,500 in English", () => {
    expect(read("1.500", "es")).toEqual({ ok: true, value: "1500" });
    expect(read("1,500", "en")).toEqual({ ok: true, value: "1500" });
    expect(read("1.234,56", "es")).toEqual({ ok: true, value: "1234.56" });
    expect(read("10,5", "es")).toEqual({ ok: true, value: "10.5" });
    expect(read("€10", "es")).toEqual({ ok: true, value: "10" });
    expect(read("10 €", "es")).toEqual({ ok: true, value: "10" });
    expect(read("-€3.20", "en")).toEqual({ ok: true, value: "-3.2" });
  });

  it("refuses what the locale cannot settle, naming both readings", () => {
    const es = read("10.5", "es");
    expect(es.ok).toBe(false);
    if (!es.ok) expect(words(es.message)).toMatch(/10,50\s€ or 105,00\s€/);
    const en = read("10,5", "en");
    if (en.ok) throw new Error("10,5 must be refused in English");
    expect(words(en.message)).toContain("€10.50 or €105.00");
    const wrongWay = read("1,234.56", "es");
    if (wrongWay.ok) throw new Error("an English-style amount must be refused in Spanish");
    expect(words(wrongWay.message)).toContain("1234,56");
  });

  it("refuses malformed, over-precise and oversized amounts with a message", () => {
    for (const bad of ["", "abc", "1e5", "1,2,3", "12.100000001", "1..5", `${"9".repeat(23)}`, ".5,"])
      expect(read(bad, "en").ok, bad).toBe(false);
    expect(parseAmountInput("-5", "en", { allowNegative: false }).ok).toBe(false);
  });

  for (const locale of LOCALES) {
    it(`reads back every amount Intl writes in ${locale}, grouped or not`, () => {
      fc.assert(
        fc.property(decimal, (value) => {
          const grouped = new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 8 }).format(
            value as `${number}`,
          );
          expect(read(grouped, locale)).toEqual({ ok: true, value });
          expect(read(toAmountText(value, locale), locale)).toEqual({ ok: true, value });
          expect(read(formatAmount(value, locale), locale)).toEqual({ ok: true, value });
        }),
      );
    });

    it(`never guesses a lone group separator that is not a thousands group (${locale})`, () => {
      const group = locale === "es" ? "." : ",";
      const notThree = fc.stringMatching(/^(\d{1,2}|\d{4,8})$/);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 999 }), notThree, (whole, tail) => {
          const result = read(`${whole}${group}${tail}`, locale);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(words(result.message)).toContain(" or ");
        }),
      );
    });
  }
});

describe("formatAmount", () => {
  it("echoes what was understood with the typed places", () => {
    expect(formatAmount("1500", "en")).toBe("€1,500.00");
    expect(formatAmount("1500", "es")).toMatch(/^1500,00\s€$/);
    expect(formatAmount("9.7224", "en")).toBe("€9.7224");
  });
});
