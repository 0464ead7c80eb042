import { createTranslator } from "next-intl";
import { formatAmount } from "../../lib/amount-input";
import { formatDayInput, parseDay } from "../../lib/dates";
import { formatMoney } from "../../lib/money";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };

/** The portal language a browser locale ("es-ES", "en-US") gets when nothing else decides. */
export type PortalLanguage = "en" | "es";
export const languageOf = (browserLocale: string | undefined): PortalLanguage =>
  browserLocale?.toLowerCase().startsWith("es") ? "es" : "en";

const CATALOGUES = { en, es };
const INTL_LOCALES: Record<PortalLanguage, string> = { en: "en-GB", es: "es-ES" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What a spec needs to say what the page should say, in the page's language: catalogue messages
 * (same keys and ICU arguments as the components), money as the page formats it, and amounts typed
 * the way a person of that language types them.
 */
export function wordsFor(language: PortalLanguage) {
  const t = createTranslator({
    locale: language,
    messages: CATALOGUES[language],
    timeZone: "Europe/Madrid",
    // A wrong key or a missing argument fails the spec instead of matching the key's own text.
    onError: (error) => {
      throw error;
    },
  });
  const intlLocale = INTL_LOCALES[language];
  /** A message with any text where its arguments go: for notices that carry ids the spec cannot know. */
  const like = (key: Parameters<typeof t>[0]) => {
    // Rich-text tags (<code>…</code>) render as elements: only their text is on the page.
    const raw = String(t.raw(key)).replace(/<\/?[a-zA-Z]+>/g, "");
    const literal: string[] = [""];
    let depth = 0;
    for (const char of raw) {
      if (char === "{" && depth++ === 0) literal.push("");
      else if (char === "}" && --depth === 0) literal.push("");
      else if (depth === 0) literal[literal.length - 1] += char;
    }
    return new RegExp(literal.map(escapeRegExp).join(".+").replaceAll(".+.+", ".+"));
  };
  /** A plural message with any count (the "other" form): "all 42 chained entries" for any number. */
  const likeCount = (key: Parameters<typeof t>[0]) =>
    new RegExp(escapeRegExp(t(key, { count: 42 } as never)).replace("42", "[\\d.,]+"));
  return {
    language,
    like,
    likeCount,
    intlLocale,
    t,
    money: (value: string | number, currency = "EUR") => formatMoney(value, currency, { locale: intlLocale }),
    /** An exact amount as the agent's forms echo it, every decimal kept: "1,21000001 €". */
    exact: (value: string, currency = "EUR") => formatAmount(value, language, currency),
    /** "1234.56" typed as a person of this language would: "1234,56" in Spanish. */
    typed: (amount: string) => (language === "es" ? amount.replace(".", ",") : amount),
    /** A day as the day-first date inputs take it: "31/10/2026". */
    day: (isoDay: string) => {
      const day = parseDay(isoDay);
      if (!day) throw new Error(`not a day: ${isoDay}`);
      return formatDayInput(day);
    },
  };
}
export type Words = ReturnType<typeof wordsFor>;
