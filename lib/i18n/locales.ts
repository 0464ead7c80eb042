/** The languages the portal speaks; every catalogue in messages/ has exactly these keys. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The person's explicit choice, remembered for a year (set by the language switcher). */
export const LOCALE_COOKIE = "portal-locale";

/** Each language named in itself, so a person can find theirs whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The Intl locale each language formats numbers, money and dates with (Spain's Spanish, British English). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", es: "es-ES" };

/** The Intl locale of a next-intl locale; an unknown one formats as the default. */
export const intlLocaleOf = (locale: string): string =>
  INTL_LOCALE[isLocale(locale) ? locale : DEFAULT_LOCALE];
