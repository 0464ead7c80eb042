import { describe, expect, it } from "vitest";
import { resolveLocale } from "./resolve-locale";

describe("resolveLocale", () => {
  it("prefers the person's choice, then the org's default, then the browser", () => {
    expect(resolveLocale({ chosen: "es", orgDefault: "en", acceptLanguage: "en-GB" })).toBe("es");
    expect(resolveLocale({ orgDefault: "es", acceptLanguage: "en-GB" })).toBe("es");
    expect(resolveLocale({ acceptLanguage: "es-ES,es;q=0.9,en;q=0.8" })).toBe("es");
  });

  it("honours the browser's quality order", () => {
    expect(resolveLocale({ acceptLanguage: "fr-FR, en;q=0.5, es;q=0.8" })).toBe("es");
    expect(resolveLocale({ acceptLanguage: "es;q=0.1, en-US" })).toBe("en");
  });

  it("falls back to English for what it cannot use", () => {
    expect(resolveLocale({})).toBe("en");
    expect(resolveLocale({ chosen: "fr", orgDefault: "de", acceptLanguage: "fr-FR,de" })).toBe("en");
    expect(resolveLocale({ acceptLanguage: "!!!,;q=x" })).toBe("en");
  });
});
