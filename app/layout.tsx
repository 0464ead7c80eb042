import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { UiWordsProvider } from "@/components/ui/ui-words";
import { currentTheme } from "@/lib/display/current-theme";
import { dataThemeOf } from "@/lib/display/theme";
import { uiWords } from "@/lib/i18n/ui-words";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return {
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, theme, words] = await Promise.all([getLocale(), currentTheme(), uiWords()]);
  return (
    <html lang={locale} data-theme={dataThemeOf(theme)}>
      <body className="min-h-dvh font-sans">
        {/* A page's catalogue reaches the browser only where its client components translate (ClientMessages). */}
        <UiWordsProvider words={words}>{children}</UiWordsProvider>
      </body>
    </html>
  );
}
