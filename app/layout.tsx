import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { currentTheme } from "@/lib/display/current-theme";
import { dataThemeOf } from "@/lib/display/theme";
import { clientMessages } from "@/lib/i18n/client-messages";
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
  const [locale, theme, messages] = await Promise.all([getLocale(), currentTheme(), getMessages()]);
  return (
    <html lang={locale} data-theme={dataThemeOf(theme)}>
      <body className="min-h-dvh font-sans">
        {/* Only the active locale's client namespaces reach the browser. */}
        <NextIntlClientProvider messages={clientMessages(messages)}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
