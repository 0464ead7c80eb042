import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE } from "@/lib/money";
import en from "@/messages/en.json";

/** The words and the locale a records table or export is written in (the "Records" messages). */
export interface RecordWords {
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The Intl locale figures and dates are formatted in. */
  locale: string;
}

/** English, for callers that have no request (tests, scripts). */
export const ENGLISH_RECORD_WORDS: RecordWords = {
  t: createTranslator({ locale: "en", messages: en, namespace: "Records" }) as RecordWords["t"],
  locale: DEFAULT_LOCALE,
};
