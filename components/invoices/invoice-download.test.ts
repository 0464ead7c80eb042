import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { LastInvoice } from "@/components/balances/last-invoice";
import type { Invoice } from "@/contract/billing";
import { renderStatic } from "@/lib/testing/render-static";
import { InvoicesTable } from "./invoices-table";

const invoice = {
  id: "INV-1",
  invoice_number: "F2026-000123",
  type: "ORDINARY",
  category: "MOBILE",
  status: "ISSUED",
  service: "postpaid",
  account_id: "ACC-1",
  subscription_id: "SUB-1001",
  issue_date: "2026-03-01T00:00:00.000Z",
  period_start: "2026-02-01T00:00:00.000Z",
  period_end: "2026-02-28T22:59:59.000Z",
  due_date: "2026-03-21T00:00:00.000Z",
  currency: "EUR",
  total_without_taxes: "10",
  total_tax: "2.1",
  total_with_taxes: "12.1",
  rectified_invoice_id: null,
  device_id: null,
  created_at: "2026-03-01T00:00:00.000Z",
  lines: [],
} as unknown as Invoice;

/** The element whose text starts "Descargar PDF": its tag and classes. */
const downloadOf = (html: string) => /<(\w+)([^>]*)>Descargar PDF/.exec(html);

describe("item 21: an invoice card's 'Descargar PDF' is a button that downloads the PDF", () => {
  it.each([
    ["the overview's last invoice", () => createElement(LastInvoice, { invoice, title: "Última factura" })],
    [
      "the invoices list (its cards on a phone)",
      () => createElement(InvoicesTable, { invoices: [invoice], caption: "" }),
    ],
  ])("%s", (_where, element) => {
    const download = downloadOf(renderStatic(element(), "es"));
    expect(download?.[1]).toBe("a");
    expect(download?.[2]).toContain('href="/api/customer/invoices/INV-1/document?account=ACC-1"');
    // Drawn as a button (bordered), not as text like the words around it.
    expect(download?.[2]).toMatch(/\bborder\b/);
  });
});
