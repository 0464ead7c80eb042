import { useLocale } from "next-intl";
import { intlLocaleOf } from "./locales";

/** The Intl locale this page formats figures and dates in (es-ES, en-GB): its language's. */
export function useFormatLocale(): string {
  return intlLocaleOf(useLocale());
}
