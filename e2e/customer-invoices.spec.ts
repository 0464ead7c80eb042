import { readFile } from "node:fs/promises";
import { formatMoney } from "../lib/money";
import { openPage, sandboxBilling, waitForSections } from "./customer-helpers";
import { expect, test } from "./fixtures";

interface Invoice {
  id: string;
  invoice_number?: string;
  type: string;
  service: string;
  status: string;
  due_date: string | null;
  total_with_taxes: string;
  currency: string;
}

test.describe("invoices (alice)", () => {
  test.use({ user: "alice" });

  test("lists invoices, filters them in the URL and downloads a PDF", async ({ page }) => {
    await openPage(page, "/customer/invoices");
    const table = page.getByTestId("invoices-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();

    await page.getByLabel("Kind").selectOption("RECTIFICATION");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/type=RECTIFICATION/);
    await waitForSections(page);
    for (const kind of await table.locator("tbody tr td:nth-child(2)").allTextContents())
      expect(kind).toContain("Rectification");

    await openPage(page, "/customer/invoices");
    const downloadPromise = page.waitForEvent("download");
    await table
      .getByRole("link", { name: /Download PDF/ })
      .first()
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  });

  test("a paid invoice says Paid where an unpaid one shows its due date", async ({ page }) => {
    const invoices = await sandboxBilling<Invoice[]>("alice", "/accounts/ACC-1001/invoices?type=ORDINARY");
    const paid = invoices.find((i) => i.status === "PAID" && i.invoice_number && i.due_date);
    expect(paid, "the seed has a paid invoice with a due date").toBeDefined();
    await openPage(page, `/customer/invoices/${paid?.invoice_number}`);
    const due = page.getByRole("term").filter({ hasText: /^Due$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(due).toHaveText("Paid");
  });

  test("an invoice page shows its total and the movements it covers", async ({ page }) => {
    const invoices = await sandboxBilling<Invoice[]>("alice", "/accounts/ACC-1001/invoices?type=ORDINARY");
    const invoice = invoices.find((i) => i.service === "postpaid");
    expect(invoice).toBeDefined();
    if (!invoice?.invoice_number) return;
    await openPage(page, `/customer/invoices/${invoice.invoice_number}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(invoice.invoice_number);
    await expect(page.getByTestId("invoice-total")).toHaveText(
      formatMoney(invoice.total_with_taxes, invoice.currency),
    );
    await expect(page.getByTestId("movements-table").locator("tbody tr").first()).toBeVisible();

    const pdf = await page.request.get(`/api/customer/invoices/${invoice.id}/document?account=ACC-1001`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
  });

  test("device purchases have their own list", async ({ page }) => {
    await openPage(page, "/customer/invoices?view=sales");
    await expect(page.getByRole("link", { name: "Device purchases" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByTestId("invoices-table").getByText("Device purchase").first()).toBeVisible();
  });

  test("a movement links to the invoice it belongs to", async ({ page }) => {
    await openPage(page, "/customer/movements?status=invoiced");
    const link = page.getByTestId("movements-table").locator("tbody tr").first().getByRole("link");
    const number = (await link.textContent())?.trim() ?? "";
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  });
});

test.describe("invoices in Spanish (alice, a browser asking for Spanish)", () => {
  test.use({ user: "alice", locale: "es-ES" });

  test("the list filters in Spanish and the invoice page writes its figures the Spanish way", async ({
    page,
  }) => {
    await openPage(page, "/customer/invoices");
    await expect(page.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible();
    await page.getByLabel("Tipo").selectOption("RECTIFICATION");
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect(page).toHaveURL(/type=RECTIFICATION/);
    await waitForSections(page);
    const table = page.getByTestId("invoices-table");
    for (const kind of await table.locator("tbody tr td:nth-child(2)").allTextContents())
      expect(kind).toContain("Rectificativa");

    const invoices = await sandboxBilling<Invoice[]>("alice", "/accounts/ACC-1001/invoices?type=ORDINARY");
    const paid = invoices.find((i) => i.status === "PAID" && i.invoice_number);
    expect(paid, "the seed has a paid invoice").toBeDefined();
    await openPage(page, `/customer/invoices/${paid?.invoice_number}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Factura ${paid?.invoice_number}`);
    await expect(page.getByTestId("invoice-total")).toHaveText(
      formatMoney(paid?.total_with_taxes ?? "0", paid?.currency ?? "EUR", { locale: "es-ES" }),
    );
    const due = page
      .getByRole("term")
      .filter({ hasText: /^Vencimiento$/ })
      .locator("xpath=following-sibling::dd[1]");
    await expect(due).toHaveText("Pagada");
    await expect(page.getByRole("link", { name: "Descargar PDF" })).toBeVisible();
  });

  test("movements read in Spanish: filters, totals and statuses", async ({ page }) => {
    await openPage(page, "/customer/movements");
    await expect(page.getByRole("heading", { level: 1, name: "Movimientos" })).toBeVisible();
    await page.getByLabel("Estado").selectOption("invoiced");
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect(page).toHaveURL(/status=invoiced/);
    await waitForSections(page);
    await expect(page.getByTestId("movements-invoiced").getByText("Ya facturado")).toBeVisible();
    await expect(page.getByTestId("movements-invoiced")).toContainText(/\d+,\d{2}\s€/);
    const statuses = await page
      .getByTestId("movements-table")
      .locator("tbody tr td:nth-child(7)")
      .allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toContain("Facturado");
    await expect(page.getByText(/before taxes|Invoiced|Pending/)).toHaveCount(0);
  });
});
