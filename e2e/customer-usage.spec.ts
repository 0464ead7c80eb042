import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { openPage, waitForSections } from "./customer-helpers";
import { expect, test } from "./fixtures";

const day = (offset: number) => {
  // The portal cuts days in Madrid; a day string from UTC can be one off near midnight, which is harmless here.
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

test.describe("usage (alice)", () => {
  test.use({ user: "alice" });

  test("charts a range, and the filters survive reload and back", async ({ page }) => {
    await page.goto(`/customer/usage?from=${day(-6)}&to=${day(0)}`);
    await waitForSections(page);
    await expect(page.getByTestId("usage-chart").first()).toBeVisible();
    await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Data used" })).toBeVisible();

    await page.getByLabel("Type").selectOption("voice");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/type=voice/);
    await waitForSections(page);
    await expect(page.getByRole("heading", { name: "Calls used" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Data used" })).toHaveCount(0);

    await page.reload();
    await waitForSections(page);
    await expect(page.getByLabel("Type")).toHaveValue("voice");
    // Shown in the portal's order, day first, whatever the browser's language.
    await expect(page.getByLabel("From")).toHaveValue(day(-6).split("-").reverse().join("/"));

    await page.goBack();
    await expect(page).not.toHaveURL(/type=voice/);
    await waitForSections(page);
    await expect(page.getByRole("heading", { name: "Data used" })).toBeVisible();
  });

  test("each chart has a table with the same buckets", async ({ page }) => {
    // Yesterday: a whole day of records whatever the hour the suite runs (today may have none yet).
    await page.goto(`/customer/usage?from=${day(-1)}&to=${day(-1)}&type=sms`);
    await waitForSections(page);
    await page.getByText("Show the figures as a table").first().click();
    // A single day is cut in hours.
    await expect(page.getByRole("columnheader", { name: "Hour" }).first()).toBeVisible();
  });

  test("the CSV export matches the table", async ({ page }) => {
    await page.goto(`/customer/usage?from=${day(-2)}&to=${day(0)}&sort=cost&dir=desc`);
    await waitForSections(page);
    const rows = page.getByTestId("records-table").locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td.textContent ?? "").trim())),
    );
    const downloadPromise = page.waitForEvent("download");
    await page.getByTestId("export-csv").click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^usage-SUB-1001-.*\.csv$/);
    const text = await readFile(await download.path(), "utf8");
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const [header, ...csvRows] = parsed;
    expect(header?.slice(0, 9)).toEqual([
      "Date",
      "Type",
      "Number",
      "Usage",
      "Category",
      "Paid by",
      "Cost excl. taxes",
      "Tax",
      "Cost incl. taxes",
    ]);
    expect(csvRows.length).toBeGreaterThanOrEqual(table.length);
    expect(csvRows.slice(0, table.length).map((r) => r.slice(0, 9))).toEqual(table);
  });

  test("searching by number filters the records on the server", async ({ page }) => {
    await page.goto(`/customer/usage?from=${day(-2)}&to=${day(0)}&type=voice`);
    await waitForSections(page);
    const number =
      (
        await page.getByTestId("records-table").locator("tbody tr").first().locator("td").nth(2).textContent()
      )?.trim() ?? "";
    await page.getByLabel("Search by number").fill(number.slice(-6));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    await waitForSections(page);
    const numbers = await page
      .getByTestId("records-table")
      .locator("tbody tr td:nth-child(3)")
      .allTextContents();
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(n).toContain(number.slice(-6));
  });

  test("malformed and reversed dates and unknown types get a clear message", async ({ page }) => {
    for (const query of ["from=2026-13-01", `from=${day(0)}&to=${day(-5)}`, "type=fax"]) {
      await page.goto(`/customer/usage?${query}`);
      await expect(page.getByRole("alert").filter({ hasText: "Please check the filters" })).toBeVisible();
      await expect(page.getByTestId("usage-chart")).toHaveCount(0);
    }
    const response = await page.request.get("/api/customer/usage/export?from=yesterday");
    expect(response.status()).toBe(400);
  });

  test("dates are typed day first, whatever the browser's language, and read back as understood", async ({
    page,
  }) => {
    await openPage(page, "/customer/usage");
    const typed = day(-3).split("-").reverse().join("/");
    await page.getByLabel("From").fill(typed.replace(/^0/, ""));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=/);
    await waitForSections(page);
    await expect(page.getByLabel("From")).toHaveValue(typed);
    await expect(page.getByLabel("From")).toHaveAttribute("placeholder", "dd/mm/yyyy");
  });

  test("a range without usage shows the empty state", async ({ page }) => {
    await openPage(page, "/customer/usage?from=2020-01-01&to=2020-01-31");
    await expect(page.getByText("No usage in this period")).toBeVisible();
    await expect(page.getByText("No records in this period")).toBeVisible();
  });
});

test.describe("usage, prepaid period rule (bob)", () => {
  test.use({ user: "bob" });

  test("explains wrongPrepaidRequestedPeriod with the allowed period", async ({ page }) => {
    await page.goto(`/customer/usage?from=${day(-60)}&to=${day(0)}`);
    const alert = page.getByRole("alert").filter({ hasText: "not available for a prepaid line" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("90 days");
    await expect(alert).toContainText("Reference:");
    await alert.getByRole("link", { name: "Show the last 30 days" }).click();
    await waitForSections(page);
    await expect(page.getByTestId("usage-chart").first()).toBeVisible();
  });
});

test.describe("usage in Spanish (alice, a browser asking for Spanish)", () => {
  test.use({ user: "alice", locale: "es-ES" });

  test("totals, charts and records speak Spanish; a search with no match says so", async ({ page }) => {
    await page.goto(`/customer/usage?from=${day(-2)}&to=${day(0)}`);
    await waitForSections(page);
    await expect(page.getByRole("heading", { level: 1, name: "Consumo" })).toBeVisible();
    await expect(page.getByTestId("total-data")).toContainText("Datos usados");
    await expect(page.getByTestId("total-cost")).toContainText(/\d+,\d{2}\s€ sin impuestos/);
    await expect(page.getByRole("heading", { level: 2, name: "Registros" })).toBeVisible();
    const types = await page
      .getByTestId("records-table")
      .locator("tbody tr td:nth-child(2)")
      .allTextContents();
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(["Datos", "SMS", "Llamadas"]).toContain(type);
    // The export is written in the page's language too.
    const downloading = page.waitForEvent("download");
    await page.getByTestId("export-csv").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^consumo-SUB-1001-\d{4}-\d\d-\d\d-a-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFFFecha,Tipo,Número,Uso,Categoría,Pagado con,")).toBe(true);
    await page.getByLabel("Buscar por número").fill("999 999 999");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await waitForSections(page);
    await expect(page.getByText("Ningún registro coincide con «999 999 999»")).toBeVisible();
    await expect(page.getByText(/No records|used|before taxes/)).toHaveCount(0);
  });
});
