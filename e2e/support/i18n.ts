import { createTranslator } from "next-intl";
import { formatAmount, toAmountText } from "../../lib/amount-input";
import { formatDayInput, parseDay } from "../../lib/dates";
import { INTL_LOCALE, type Locale } from "../../lib/i18n/locales";
import { resolveLocale } from "../../lib/i18n/resolve-locale";
import { formatMoney } from "../../lib/money";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };

/** The portal's language for a browser's locale ("es-ES", "en-US"), as the portal itself resolves it. */
export const languageOf = (browserLocale: string | undefined): Locale =>
  resolveLocale({ acceptLanguage: browserLocale });

const CATALOGUES = { en, es };

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Stands for "any text" in a message given to `like` ({ id: ANY }). */
export const ANY = "\u0000";

/** A raw ICU message with ANY where each argument goes and rich-text tags dropped (only their text shows). */
function argumentsAsAny(raw: string): string {
  let text = "";
  let depth = 0;
  for (const char of raw.replace(/<\/?[a-zA-Z]+>/g, "")) {
    if (char === "{" && depth++ === 0) text += ANY;
    else if (char === "}") depth--;
    else if (depth === 0) text += char;
  }
  return text;
}

/** Each rich-text tag of a raw message (`<link>…</link>`) as a function that keeps only its text. */
const tagsAsText = (raw: string) =>
  Object.fromEntries([...raw.matchAll(/<([a-zA-Z]+)>/g)].map(([, tag]) => [tag, (chunks: string) => chunks]));

/**
 * What a spec needs to say what the page should say, in the page's language: catalogue messages
 * (same keys and ICU arguments as the components), money as the page formats it, and amounts typed
 * the way a person of that language types them.
 */
export function wordsFor(language: Locale) {
  const t = createTranslator({
    locale: language,
    messages: CATALOGUES[language],
    timeZone: "Europe/Madrid",
    // A wrong key or a missing argument fails the spec instead of matching the key's own text.
    onError: (error) => {
      throw error;
    },
  });
  const intlLocale = INTL_LOCALE[language];
  /**
   * A message with any text where its arguments go, for notices that carry ids the spec cannot know;
   * with `known`, the arguments given are written in and those given as ANY match `fill` (anything,
   * unless told). Rich-text tags keep only their text, as on the page.
   */
  const like = (key: Parameters<typeof t>[0], known?: Record<string, string | number>, fill = ".+") => {
    const raw = String(t.raw(key));
    const text = known ? t.markup(key, { ...tagsAsText(raw), ...known } as never) : argumentsAsAny(raw);
    return new RegExp(text.split(ANY).map(escapeRegExp).join(fill));
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
    typed: (amount: string) => toAmountText(amount, language),
    /** A day as the day-first date inputs take it: "31/10/2026". */
    day: (isoDay: string) => {
      const day = parseDay(isoDay);
      if (!day) throw new Error(`not a day: ${isoDay}`);
      return formatDayInput(day);
    },
  };
}
export type Words = ReturnType<typeof wordsFor>;
