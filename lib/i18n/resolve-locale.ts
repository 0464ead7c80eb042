import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

export interface LocaleSources {
  /** The language switcher's cookie. */
  chosen?: string;
  /** The signed-in person's organisation default, when it sets one. */
  orgDefault?: string;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | null;
}

/** The explicit choice first, then the organisation's default, then the browser's languages. */
export function resolveLocale({ chosen, orgDefault, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(chosen)) return chosen;
  if (isLocale(orgDefault)) return orgDefault;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  try {
    const requested = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages();
    const best = match(requested, [...LOCALES], DEFAULT_LOCALE);
    return isLocale(best) ? best : DEFAULT_LOCALE;
  } catch {
    // A malformed language tag is the browser's problem, not a reason to fail the page.
    return DEFAULT_LOCALE;
  }
}
