import { readFile } from "node:fs/promises";
import {
  anyMoney,
  anyOf,
  exactly,
  expectNoEnglish,
  openPage,
  sandboxBilling,
  waitForSections,
} from "./customer-helpers";
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

  test("lists invoices, filters them in the URL and downloads a PDF", async ({
    page,
    words: { t, like },
  }) => {
    test.slow(); // three loads of the list and a download
    await openPage(page, "/customer/invoices");
    await expect(page.getByRole("heading", { level: 1, name: t("Invoices.title") })).toBeVisible();
    const table = page.getByTestId("invoices-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();

    await page.getByLabel(t("Invoices.filters.kind")).selectOption("RECTIFICATION");
    await page.getByRole("button", { name: t("Invoices.filters.show") }).click();
    await expect(page).toHaveURL(/type=RECTIFICATION/);
    await waitForSections(page);
    // The filtered list replaces the first one: read its rows once the first of them is a rectification.
    const kindCells = table.locator("tbody tr td:nth-child(2)");
    await expect(kindCells.first()).toContainText(t("Invoices.kindLabel.RECTIFICATION"));
    const kinds = await kindCells.allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(kind).toContain(t("Invoices.kindLabel.RECTIFICATION"));

    await openPage(page, "/customer/invoices");
    const downloadPromise = page.waitForEvent("download");
    await table
      .getByRole("link", { name: anyOf(like, "Invoices.download") })
      .first()
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  });

  test("a PDF link that cannot be served says why, in the reader's language, with no JSON", async ({
    page,
    words: { t },
  }) => {
    const response = await page.goto("/api/customer/invoices/F2026-999999/document?account=ACC-1001");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const body = page.locator("body");
    await expect(body).toContainText(
      `${t("Feedback.problem.notFound.title")}. ${t("Feedback.problem.notFound.message")}`,
    );
    // The operator's trace id, to quote to support.
    await expect(body).toContainText(
      new RegExp(`${t.markup("Feedback.reference", { id: "", code: () => "" }).trim()} [0-9a-f]{32}`),
    );
    // A script asking for JSON still gets the error body every route answers with.
    const scripted = await page.request.get("/api/customer/invoices/F2026-999999/document?account=ACC-1002");
    expect(scripted.status()).toBe(404);
    expect(await scripted.json()).toMatchObject({ ok: false, error: { code: "notFound" } });
  });

  test("a paid invoice says Paid once, by its total; the due line is its date", async ({
    page,
    words: { t },
  }) => {
    const invoices = await sandboxBilling<Invoice[]>("alice", "/accounts/ACC-1001/invoices?type=ORDINARY");
    const paid = invoices.find((i) => i.status === "PAID" && i.invoice_number && i.due_date);
    expect(paid, "the seed has a paid invoice with a due date").toBeDefined();
    await openPage(page, `/customer/invoices/${paid?.invoice_number}`);
    const due = page
      .getByRole("term")
      .filter({ hasText: exactly(t("Invoices.header.due")) })
      .locator("xpath=following-sibling::dd[1]");
    await expect(due).toHaveText(/^\d{1,2} \S+ \d{4}$/);
    await expect(page.getByText(t("Invoices.status.PAID"), { exact: true })).toHaveCount(1);
  });

  test("an invoice page shows its total and the movements it covers", async ({ page, words }) => {
    const { t, money } = words;
    const invoices = await sandboxBilling<Invoice[]>("alice", "/accounts/ACC-1001/invoices?type=ORDINARY");
    const invoice = invoices.find((i) => i.service === "postpaid");
    expect(invoice).toBeDefined();
    if (!invoice?.invoice_number) return;
    await openPage(page, `/customer/invoices/${invoice.invoice_number}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${t("Invoices.kindLabel.ORDINARY")} ${invoice.invoice_number}`,
    );
    await expect(page.getByTestId("invoice-total")).toHaveText(
      money(invoice.total_with_taxes, invoice.currency),
    );
    await expect(page.getByText(t("Invoices.page.covers"))).toBeVisible();
    await expect(page.getByTestId("movements-table").locator("tbody tr").first()).toBeVisible();
    await expect(page.getByRole("link", { name: t("Invoices.header.download") })).toBeVisible();
    await expectNoEnglish(page, words, "Invoices.header.breakdown", "Invoices.header.total");

    const pdf = await page.request.get(`/api/customer/invoices/${invoice.id}/document?account=ACC-1001`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
  });

  test("device purchases have their own list", async ({ page, words: { t } }) => {
    await openPage(page, "/customer/invoices?view=sales");
    await expect(page.getByRole("link", { name: t("Invoices.tabs.sales") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByTestId("invoices-table").getByText(t("Invoices.category.DEVICE")).first(),
    ).toBeVisible();
    // …and only there: the service invoices do not list them again.
    await openPage(page, "/customer/invoices");
    const services = page.getByTestId("invoices-table");
    await expect(services.locator("tbody tr").first()).toBeVisible();
    await expect(services.getByText(t("Invoices.category.DEVICE"))).toHaveCount(0);
  });

  test("a movement links to the invoice it belongs to", async ({ page }) => {
    await openPage(page, "/customer/movements?status=invoiced");
    const link = page.getByTestId("movements-table").locator("tbody tr").first().getByRole("link");
    const number = (await link.textContent())?.trim() ?? "";
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  });

  test("movements filter by status and show their totals and statuses", async ({ page, words }) => {
    test.slow(); // two loads of the movements
    const { t } = words;
    await openPage(page, "/customer/movements");
    await expect(page.getByRole("heading", { level: 1, name: t("Movements.title") })).toBeVisible();
    await page.getByLabel(t("Movements.status")).selectOption("invoiced");
    await page.getByRole("button", { name: t("Common.filters.show") }).click();
    await expect(page).toHaveURL(/status=invoiced/);
    await waitForSections(page);
    const invoiced = page.getByTestId("movements-invoiced");
    await expect(invoiced.getByText(t("Movements.summary.invoiced"))).toBeVisible();
    await expect(invoiced).toContainText(anyMoney(words));
    const statuses = await page
      .getByTestId("movements-table")
      .locator("tbody tr td:nth-child(7)")
      .allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toContain(t("Movements.invoiced"));
    await expectNoEnglish(
      page,
      words,
      "Movements.summary.detail",
      "Movements.invoiced",
      "Movements.pending",
      "Movements.summary.pending",
    );
  });
});
