import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import {
  anyMoney,
  anyOf,
  expectNoEnglish,
  openPage,
  sandboxBilling,
  waitForSections,
} from "./customer-helpers";
import { expect, test } from "./fixtures";
import { ANY } from "./support/i18n";

const isoDay = (offset: number) => {
  // The portal cuts days in Madrid; a day string from UTC can be one off near midnight, which is harmless here.
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** The CSV's first columns, as the records table shows them. */
const CSV_COLUMNS = [
  "date",
  "type",
  "number",
  "usage",
  "category",
  "paidBy",
  "costExcl",
  "tax",
  "costIncl",
] as const;
/** The table groups a called number for reading (+34 911 22 23 33); the export keeps it E.164 for spreadsheets. */
const asExported = (table: string[][]) =>
  table.map((cells) =>
    cells.map((cell, i) => (i === CSV_COLUMNS.indexOf("number") ? cell.replace(/ /g, "") : cell)),
  );

test.describe("usage (alice)", () => {
  test.use({ user: "alice" });
  // Each test loads the usage page (thousands of records) more than once, on two shared cores.
  test.slow();

  test("charts a range, and the filters survive reload and back", async ({ page, words: { t, day } }) => {
    await page.goto(`/customer/usage?from=${isoDay(-6)}&to=${isoDay(0)}`);
    await waitForSections(page);
    await expect(page.getByRole("heading", { level: 1, name: t("Usage.title") })).toBeVisible();
    const dataUsed = page.getByRole("heading", { name: t("Usage.used", { type: "data" }) });
    await expect(dataUsed).toBeVisible();
    // The charts come with the page, bars drawn (a day without usage has a bar of no height).
    const firstChart = page.getByTestId("usage-chart").first();
    await expect(firstChart).toBeVisible();
    await expect(firstChart.locator("[data-bar] > div").filter({ visible: true }).first()).toBeVisible();

    await page.getByLabel(t("Usage.type")).selectOption("voice");
    await page.getByRole("button", { name: t("Common.filters.show") }).click();
    await expect(page).toHaveURL(/type=voice/);
    await waitForSections(page);
    await expect(page.getByRole("heading", { name: t("Usage.used", { type: "voice" }) })).toBeVisible();
    await expect(dataUsed).toHaveCount(0);

    await page.reload();
    await waitForSections(page);
    await expect(page.getByLabel(t("Usage.type"))).toHaveValue("voice");
    // Shown in the portal's order, day first, whatever the browser's language.
    await expect(page.getByLabel(t("Common.filters.from"))).toHaveValue(day(isoDay(-6)));

    await page.goBack();
    await expect(page).not.toHaveURL(/type=voice/);
    await waitForSections(page);
    await expect(dataUsed).toBeVisible();
  });

  test("totals and records speak the page's language", async ({ page, words }) => {
    const { t, like } = words;
    await page.goto(`/customer/usage?from=${isoDay(-2)}&to=${isoDay(0)}`);
    await waitForSections(page);
    await expect(page.getByTestId("total-data")).toContainText(t("Usage.used", { type: "data" }));
    await expect(page.getByTestId("total-cost")).toContainText(
      new RegExp(like("Usage.beforeTaxes").source.replace(".+", anyMoney(words).source)),
    );
    await expect(page.getByRole("heading", { level: 2, name: t("Usage.records") })).toBeVisible();
    const types = await page
      .getByTestId("records-table")
      .locator("tbody tr td:nth-child(2)")
      .allTextContents();
    expect(types.length).toBeGreaterThan(0);
    const typeNames = (["data", "sms", "voice"] as const).map((type) => t(`Records.type.${type}`));
    for (const type of types) expect(typeNames).toContain(type);
    await expectNoEnglish(page, words, "Usage.beforeTaxes", "Usage.noRecordsTitle", "Usage.used");
  });

  test("each chart has a table with the same buckets", async ({ page, words: { t } }) => {
    // Yesterday: a whole day of records whatever the hour the suite runs (today may have none yet).
    await page.goto(`/customer/usage?from=${isoDay(-1)}&to=${isoDay(-1)}&type=sms`);
    await waitForSections(page);
    await page.getByText(t("Usage.figures")).first().click();
    // A single day is cut in hours.
    await expect(page.getByRole("columnheader", { name: t("Usage.bucket.hour") }).first()).toBeVisible();
  });

  test("the CSV export matches the table, in the page's language", async ({
    page,
    words: { t, language },
  }) => {
    const [from, to] = [isoDay(-2), isoDay(0)];
    await page.goto(`/customer/usage?from=${from}&to=${to}&sort=cost&dir=desc`);
    await waitForSections(page);
    const rows = page.getByTestId("records-table").locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td.textContent ?? "").trim())),
    );
    const downloadPromise = page.waitForEvent("download");
    await page.getByTestId("export-csv").click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${t("Downloads.usage", { line: "SUB-1001", from, to })}.csv`);
    const text = await readFile(await download.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    // Opened as the language's Excel opens it: Spanish Excel splits on `;` (issue 41, item 16).
    const delimiter = language === "es" ? ";" : ",";
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
      delimiter,
      skipEmptyLines: true,
    }).data;
    const [header, ...csvRows] = parsed;
    expect(header?.slice(0, 9)).toEqual(CSV_COLUMNS.map((column) => t(`Records.column.${column}`)));
    expect(csvRows.length).toBeGreaterThanOrEqual(table.length);
    expect(csvRows.slice(0, table.length).map((r) => r.slice(0, 9))).toEqual(asExported(table));
  });

  test("an export by date from a fresh read is every record of the range, newest first, as the table shows them", async ({
    page,
    locale,
    words: { t },
  }) => {
    // Days no other test shows: the session holds nothing of this range, so the export reads it a window at a time.
    const [from, to] = [isoDay(-13), isoDay(-5)];
    // In the page's language, as the browser asks for it.
    const response = await page.request.get(`/api/customer/usage/export?from=${from}&to=${to}`, {
      headers: { "accept-language": locale ?? "en-GB" },
    });
    expect(response.status()).toBe(200);
    const [, ...csvRows] = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), {
      skipEmptyLines: true,
    }).data;
    const instants = csvRows.map((row) => Date.parse(row[10] ?? ""));
    expect(instants.every((at, i) => i === 0 || at <= (instants[i - 1] ?? at))).toBe(true);
    expect(new Set(csvRows.map((row) => row[9])).size).toBe(csvRows.length);
    await page.goto(`/customer/usage?from=${from}&to=${to}`);
    await waitForSections(page);
    await expect(page.getByText(t("Common.records", { count: csvRows.length })).first()).toBeVisible();
    const table = await page
      .getByTestId("records-table")
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td.textContent ?? "").trim())),
      );
    expect(table.length).toBeGreaterThan(0);
    expect(csvRows.slice(0, table.length).map((row) => row.slice(0, 9))).toEqual(asExported(table));
    const called = table.map((cells) => cells[CSV_COLUMNS.indexOf("number")] ?? "").filter((n) => n !== "—");
    expect(called.length).toBeGreaterThan(0);
    for (const number of called) expect(number).toMatch(/^\+\d{1,3}( \d+)+$/);
  });

  test("searching by number filters the records on the server", async ({ page, words: { t } }) => {
    await page.goto(`/customer/usage?from=${isoDay(-2)}&to=${isoDay(0)}&type=voice`);
    await waitForSections(page);
    const number =
      (
        await page.getByTestId("records-table").locator("tbody tr").first().locator("td").nth(2).textContent()
      )?.trim() ?? "";
    // The table groups the digits (+34 911 22 23 33); a search is by digits, however they are grouped.
    const digits = (text: string) => text.replace(/\D/g, "");
    const wanted = digits(number).slice(-6);
    await page.getByLabel(t("Usage.search")).fill(wanted);
    await page.getByRole("button", { name: t("Usage.searchButton"), exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    // Until the search's records come, the page may still show the ones before it.
    const numbers = page.getByTestId("records-table").locator("tbody tr td:nth-child(3)");
    await expect
      .poll(async () => {
        const shown = await numbers.allTextContents();
        return shown.length > 0 && shown.every((n) => digits(n).includes(wanted));
      })
      .toBe(true);
  });

  test("a search with no match says so", async ({ page, words: { t } }) => {
    await page.goto(`/customer/usage?from=${isoDay(-2)}&to=${isoDay(0)}`);
    await waitForSections(page);
    await page.getByLabel(t("Usage.search")).fill("999 999 999");
    await page.getByRole("button", { name: t("Usage.searchButton"), exact: true }).click();
    await waitForSections(page);
    await expect(page.getByText(t("Usage.noMatchTitle", { search: "999 999 999" }))).toBeVisible();
  });

  test("malformed and reversed dates and unknown types get a clear message", async ({
    page,
    words: { t },
  }) => {
    for (const query of ["from=2026-13-01", `from=${isoDay(0)}&to=${isoDay(-5)}`, "type=fax"]) {
      await page.goto(`/customer/usage?${query}`);
      await expect(
        page.getByRole("alert").filter({ hasText: t("Common.filters.problemTitle") }),
      ).toBeVisible();
      await expect(page.getByTestId("usage-chart")).toHaveCount(0);
    }
    const response = await page.request.get("/api/customer/usage/export?from=yesterday");
    expect(response.status()).toBe(400);
  });

  test("dates are typed day first, whatever the browser's language, and read back as understood", async ({
    page,
    words: { t, day },
  }) => {
    await openPage(page, "/customer/usage");
    const typed = day(isoDay(-3));
    const from = page.getByLabel(t("Common.filters.from"));
    await from.fill(typed.replace(/^0/, ""));
    await page.getByRole("button", { name: t("Common.filters.show") }).click();
    await expect(page).toHaveURL(/from=/);
    await waitForSections(page);
    await expect(from).toHaveValue(typed);
    await expect(from).toHaveAttribute("placeholder", t("Common.filters.datePattern"));
  });

  test("a range without usage shows the empty state", async ({ page, words: { t } }) => {
    await openPage(page, "/customer/usage?from=2020-01-01&to=2020-01-31");
    await expect(page.getByText(t("Usage.emptyTitle"))).toBeVisible();
    await expect(page.getByText(t("Usage.noRecordsTitle"))).toBeVisible();
  });
});

test.describe("usage, prepaid period rule (bob)", () => {
  test.use({ user: "bob" });

  test("explains wrongPrepaidRequestedPeriod with the allowed period", async ({
    page,
    words: { t, like },
  }) => {
    await page.goto(`/customer/usage?from=${isoDay(-60)}&to=${isoDay(0)}`);
    const alert = page.getByRole("alert").filter({ hasText: t("Usage.prepaidPeriod.title") });
    await expect(alert).toBeVisible();
    // Records kept 90 days, shown at most 31 at a time, between two dates the spec need not know.
    await expect(alert).toContainText(
      like("Usage.prepaidPeriod.message", { days: 90, max: 31, first: ANY, last: ANY }),
    );
    await expect(alert).toContainText(anyOf(like, "Feedback.reference"));
    await page
      .getByRole("group", { name: t("Usage.prepaidPeriod.title") })
      .getByRole("link", { name: t("Usage.last30") })
      .click();
    await waitForSections(page);
    await page.getByRole("heading", { name: t("Usage.cost"), exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("usage-chart").first()).toBeVisible();
  });
});

test.describe("usage of a landline (carol)", () => {
  test.use({ user: "carol" });

  test("shows tiles only for what the line has: calls and cost, no data or SMS", async ({
    page,
    words: { t },
  }) => {
    const balances = await sandboxBilling<{ bonuses: Record<"data" | "sms" | "voice", unknown[]> }>(
      "carol",
      "/subscription/SUB-1003/consumptions",
    );
    expect(
      balances.bonuses.data.length + balances.bonuses.sms.length,
      "the landline has no data or SMS bonus",
    ).toBe(0);
    await openPage(page, "/customer/usage?sub=SUB-1003");
    await expect(page.getByTestId("total-voice")).toContainText(t("Usage.used", { type: "voice" }));
    await expect(page.getByTestId("total-cost")).toBeVisible();
    await expect(page.getByTestId("total-data")).toHaveCount(0);
    await expect(page.getByTestId("total-sms")).toHaveCount(0);
    // Nor does the type filter offer what a landline cannot have.
    await expect(page.getByLabel(t("Usage.type")).getByRole("option")).toHaveText([
      t("Usage.allTypes"),
      t("Usage.kind.voice"),
    ]);
  });

  test("the line picker names each line by its number and kind", async ({ page, words: { t } }) => {
    const lines = await Promise.all(
      ["SUB-1003", "SUB-1004"].map((id) =>
        sandboxBilling<{ msisdn: string; billingType: number }>("carol", `/subscription/${id}/consumptions`),
      ),
    );
    await openPage(page, "/customer/usage?sub=SUB-1003");
    const picker = page.getByLabel(t("Common.filters.line"));
    await expect(picker).toHaveValue("SUB-1003");
    const kinds = { 1: "prepaid", 2: "postpaid", 4: "landline" } as const;
    const names = lines.map(
      ({ msisdn, billingType }) =>
        // Spanish numbers are grouped as Spain writes them: +34 910 00 00 03.
        `${msisdn.replace(/^\+34(\d{3})(\d{2})(\d{2})(\d{2})$/, "+34 $1 $2 $3 $4")} · ${t(`Overview.kind.${kinds[billingType as keyof typeof kinds] ?? "other"}`)}`,
    );
    await expect(picker.getByRole("option")).toHaveText(names);
    await picker.selectOption({ label: names[1] ?? "" });
    await page.getByRole("button", { name: t("Common.filters.show") }).click();
    await expect(page).toHaveURL(/sub=SUB-1004/);
  });
});
