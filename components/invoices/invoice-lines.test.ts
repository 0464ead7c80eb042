import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Invoice } from "@/contract/billing";
import es from "@/messages/es.json";
import { InvoiceLines } from "./invoice-lines";

const line = (movement_id: string, description: string) => ({
  movement_id,
  type: "CONSUMPTION" as const,
  description,
  amount_without_taxes: "49.51623554",
  tax_amount: "10.39840946",
  amount_with_taxes: "59.914645",
  tax: { type: "VAT", percentage: "21" },
});

const invoice = {
  id: "RECT-1",
  currency: "EUR",
  lines: [
    line("MOV-1", "Usage outside bundle"),
    line("MOV-2", "Rectification of F2026-000004: Unlimited 50: monthly fee"),
    line("MOV-3", "Router not returned"),
  ],
} as Invoice;

describe("an invoice's lines", () => {
  it("item 20: read in Spanish for a Spanish reader, amounts to the cent; typed text stays as typed", () => {
    const html = renderToStaticMarkup(
      h(
        NextIntlClientProvider,
        { locale: "es", messages: es, timeZone: "Europe/Madrid" } as ComponentProps<
          typeof NextIntlClientProvider
        >,
        h(InvoiceLines, { invoice }),
      ),
    ).replace(/\u00a0/g, " ");
    expect(html).toContain("Consumo fuera del bono");
    expect(html).toContain("Rectificación de F2026-000004: Unlimited 50: cuota mensual");
    expect(html).toContain("Router not returned");
    expect(html).not.toContain("outside bundle");
    expect(html).toContain("59,91 €");
    expect(html).toContain("IVA 21 %");
  });
});
