import { NextIntlClientProvider } from "next-intl";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/** A component's HTML as the server renders it in a language, for tests that read what it says. */
export function renderStatic(element: ReactElement, locale: "en" | "es" = "en"): string {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: locale === "es" ? es : en,
      timeZone: "Europe/Madrid",
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires its children there.
      children: element,
    }),
  );
}
