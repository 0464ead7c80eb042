import type { Locale } from "./lib/i18n/locales";
import type messages from "./messages/en.json";

// Type-checked message keys and locales for next-intl (useTranslations, getTranslations).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
