/**
 * The language and zone each org's legal documents are written in. The demo operator bills in Spain,
 * in Spanish; acme writes its documents in English. An org not listed here writes English.
 */
export interface DocumentLanguage {
  /** The Intl locale amounts and dates are formatted in; its language picks the words. */
  locale: "es-ES" | "en-GB";
  timeZone: string;
}

const ORG_DOCUMENT_LANGUAGE: Record<string, DocumentLanguage> = {
  demo: { locale: "es-ES", timeZone: "Europe/Madrid" },
  acme: { locale: "en-GB", timeZone: "Europe/Madrid" },
};

export const documentLanguageOf = (orgId: string): DocumentLanguage =>
  ORG_DOCUMENT_LANGUAGE[orgId] ?? { locale: "en-GB", timeZone: "Europe/Madrid" };
