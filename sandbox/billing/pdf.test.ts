import { describe, expect, it } from "vitest";
import type { Invoice, RectificationInvoice } from "@/contract/billing";
import { pdfText } from "../contract/pdf-text";
import { renderInvoicePdf } from "./pdf";

const VAT = { type: "VAT", percentage: "21" };
const line = (movement_id: string, description: string, without: string, tax: string, withTaxes: string) => ({
  movement_id,
  type: "CONSUMPTION" as const,
  description,
  amount_without_taxes: without,
  tax_amount: tax,
  amount_with_taxes: withTaxes,
  tax: VAT,
});

const invoice: Invoice = {
  id: "INV-1",
  invoice_number: "F2026-000004",
  type: "ORDINARY",
  category: "MOBILE",
  status: "ISSUED",
  service: "postpaid",
  account_id: "ACC-1001",
  subscription_id: "SUB-1001",
  // 23:30 UTC on 31 March is already 1 April in Madrid: the page shows 1 April.
  issue_date: "2026-03-31T23:30:00Z",
  period_start: "2026-03-01T00:00:00Z",
  period_end: "2026-03-31T23:59:59Z",
  due_date: "2026-04-15T10:00:00Z",
  currency: "EUR",
  total_without_taxes: "74.30962397",
  total_tax: "15.60502103",
  total_with_taxes: "89.914645",
  rectified_invoice_id: null,
  device_id: null,
  created_at: "2026-03-31T23:30:00Z",
  lines: [
    line("MOV-1", "Unlimited 50: monthly fee", "24.79338843", "5.20661157", "30"),
    line("MOV-2", "Usage outside bundle", "49.51623554", "10.39840946", "59.914645"),
  ],
};

const rectification: RectificationInvoice = {
  ...invoice,
  id: "RECT-1",
  invoice_number: "R2026-000001",
  type: "RECTIFICATION",
  rectified_invoice_id: "INV-1",
  rectified_invoice_number: "F2026-000004",
  reason: { code: "SERVICE_OUTAGE", description: "Compensation for a service outage" },
  comment: "Tower down for two days",
  refunds: [],
  total_without_taxes: "-2",
  total_tax: "-0.42",
  total_with_taxes: "-2.42",
  lines: [line("MOV-3", "Rectification of F2026-000004: Usage outside bundle", "-2", "-0.42", "-2.42")],
};

const parties = { orgName: "Demo Telecom", holderName: "Alice Martin" };
const madrid = "Europe/Madrid";

/** The document's text, each run on its line, with Intl's no-break spaces read as spaces. */
async function textOf(doc: Invoice | RectificationInvoice, locale: "es-ES" | "en-GB") {
  const pdf = await renderInvoicePdf(doc, parties, { locale, timeZone: madrid });
  return pdfText(pdf).replace(/[\u00a0\u202f]/g, " ");
}

describe("invoice document", () => {
  it("item 20: a Spanish org's invoice reads in Spanish, to the cent, with its VAT breakdown", async () => {
    const text = await textOf(invoice, "es-ES");
    const lines = text.split("\n");
    for (const words of ["Factura F2026-000004", "Cliente: Alice Martin (cuenta ACC-1001)", "Concepto"])
      expect(text).toContain(words);
    expect(text).toContain("Fecha de emisión: 1 abr 2026");
    expect(text).toContain("Periodo: 1 mar 2026 – 31 mar 2026");
    expect(text).toContain("Estado: Emitida");
    expect(lines).toContain("Unlimited 50: cuota mensual");
    expect(lines).toContain("Consumo fuera del bono");
    // The breakdown's total and the invoice's total, as the page shows them.
    expect(lines.filter((l) => l === "89,91 €")).toHaveLength(2);
    expect(lines).toContain("59,91 €");
    expect(lines).toContain("10,40 € (IVA 21 %)");
    // Desglose: IVA 21 %, base imponible, cuota, total.
    const breakdown = lines.indexOf("Desglose de impuestos");
    expect(lines.slice(breakdown + 1, breakdown + 9)).toEqual([
      "Impuesto",
      "Base imponible",
      "Cuota",
      "Total",
      "IVA 21 %",
      "74,31 €",
      "15,61 €",
      "89,91 €",
    ]);
    expect(text).not.toMatch(/EUR|89\.91|\d{3,} ?€|Invoice|Usage/);
  });

  it("item 20: an English org's invoice stays English, to the cent", async () => {
    const text = await textOf(invoice, "en-GB");
    const lines = text.split("\n");
    expect(text).toContain("Invoice F2026-000004");
    expect(text).toContain("Issue date: 1 Apr 2026");
    expect(lines).toContain("Usage outside bundle");
    expect(lines).toContain("VAT 21%");
    expect(lines).toContain("€89.91");
    expect(text).not.toContain("89.914645");
  });

  it("item 20: a Spanish rectification names its reason and its refunded line in Spanish", async () => {
    const text = await textOf(rectification, "es-ES");
    expect(text).toContain("Factura rectificativa R2026-000001");
    expect(text).toContain("Factura rectificada: F2026-000004");
    expect(text).toContain("Motivo: Compensación por una interrupción del servicio");
    expect(text).toContain("Comentario: Tower down for two days");
    // The description wraps in its column.
    expect(text.replace(/\s+/g, " ")).toContain("Rectificación de F2026-000004: Consumo fuera del bono");
    expect(text).toContain("-2,42 €");
  });
});
