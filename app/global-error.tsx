"use client";

import { useEffect, useState } from "react";
import { isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import "./globals.css";

type Words = typeof import("@/messages/en.json")["GlobalError"];

// Loaded only when this page shows, so no page carries a catalogue for it.
const CATALOGUES: Record<Locale, () => Promise<{ default: { GlobalError: Words } }>> = {
  en: () => import("@/messages/en.json"),
  es: () => import("@/messages/es.json"),
};

/** The switcher's choice, else the browser's first language we speak: the root layout that knows it failed. */
function browserLocale(): Locale {
  const chosen = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`))?.[1];
  if (isLocale(chosen)) return chosen;
  const spoken = navigator.languages.map((tag) => tag.slice(0, 2)).find(isLocale);
  return spoken ?? "en";
}

// Replaces the root layout when it fails, so it renders its own document and cannot use the catalogue provider.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [page, setPage] = useState<{ locale: Locale; t: Words }>();
  useEffect(() => {
    console.error(error);
    const locale = browserLocale();
    CATALOGUES[locale]().then((catalogue) => setPage({ locale, t: catalogue.default.GlobalError }));
  }, [error]);
  if (!page)
    return (
      <html lang="en">
        <body />
      </html>
    );
  const { locale, t } = page;
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <main className="mx-auto max-w-xl space-y-4 p-8">
          <h1 className="text-2xl font-semibold">{t.title}</h1>
          <p>{t.message}</p>
          {error.digest ? <p className="font-mono text-sm">{error.digest}</p> : null}
          <button type="button" onClick={reset} className="rounded-md border px-4 py-2 font-medium">
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
