import type { Locator, Page } from "@playwright/test";
import { openPage, sandboxBilling } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";

// On a phone the customer's tables are cards: no page scrolls sideways, and the first row's amount,
// status and action are on screen. Only the cards reach assistive technology there, only the table at a desk.
const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: {
    invoices: "Invoices",
    total: "Total",
    status: "Status",
    download: /^Download PDF/,
    movements: "Billing movements",
    inclTaxes: "Incl. taxes",
    records: /^Usage records/,
    cost: "Cost incl. taxes",
    export: /^Export CSV/,
  },
  es: {
    invoices: "Facturas",
    total: "Total",
    status: "Estado",
    download: /^Descargar PDF/,
    movements: "Movimientos de facturación",
    inclTaxes: "Con impuestos",
    records: /^Registros de consumo/,
    cost: "Coste con impuestos",
    export: /^Exportar CSV/,
  },
};
type Words = (typeof WORDS)["en"];

/** A card's value for one field, found by the column heading that names it. */
const field = (card: Locator, label: string) =>
  card
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

const firstCard = (page: Page, list: string | RegExp) =>
  page.getByRole("list", { name: list }).getByRole("listitem").first();

/** Each page: where it is, which list of cards it shows, and what must be on screen. */
async function phonePages(words: Words) {
  const invoices = await sandboxBilling<{ invoice_number?: string; service: string }[]>(
    "alice",
    "/accounts/ACC-1001/invoices?type=ORDINARY",
  );
  const postpaid = invoices.find((i) => i.service === "postpaid" && i.invoice_number);
  expect(postpaid, "the seed has a postpaid invoice").toBeDefined();
  return {
    invoices: {
      path: "/customer/invoices",
      list: words.invoices,
      onScreen: (card: Locator) => [
        field(card, words.total),
        field(card, words.status),
        card.getByRole("link", { name: words.download }),
      ],
    },
    invoice: {
      path: `/customer/invoices/${postpaid?.invoice_number}`,
      list: words.movements,
      onScreen: (card: Locator) => [
        field(card, words.inclTaxes),
        field(card, words.status),
        card.page().getByTestId("download-pdf"),
      ],
    },
    movements: {
      path: "/customer/movements",
      list: words.movements,
      onScreen: (card: Locator) => [field(card, words.inclTaxes), field(card, words.status)],
    },
    usage: {
      path: "/customer/usage",
      list: words.records,
      onScreen: (card: Locator) => [field(card, words.cost), card.page().getByTestId("export-csv")],
    },
  };
}

async function expectWithinWidth(page: Page, targets: Locator[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const target of targets) {
    await expect(target).toBeVisible();
    const box = await target.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
  }
}

for (const [language, locale] of [
  ["en", "en-GB"],
  ["es", "es-ES"],
] as const)
  test.describe(`on a phone, in ${language}`, () => {
    test.use({ user: "alice", locale, viewport: PHONE });

    for (const name of ["invoices", "invoice", "movements", "usage"] as const)
      test(`${name}: rows are cards that fit the screen, light and dark, with no serious axe violation`, async ({
        page,
      }) => {
        const { path, list, onScreen } = (await phonePages(WORDS[language]))[name];
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await openPage(page, path);
          await expectWithinWidth(page, onScreen(firstCard(page, list)));
          await expect(page.getByRole("table", { name: list })).toHaveCount(0);
          await expectNoSeriousViolations(page);
        }
      });
  });

test.describe("usage records on a phone", () => {
  test.use({ user: "alice", viewport: PHONE });

  test("sort without the table's headings", async ({ page }) => {
    await openPage(page, "/customer/usage");
    const byCost = page
      .getByRole("navigation", { name: "Sort by" })
      .getByRole("link", { name: /^Cost incl\. taxes/ });
    await byCost.click();
    await expect(page).toHaveURL(/sort=cost/);
    await expect(byCost).toContainText("▼");
  });
});

test("at a desk the rows stay a table", async ({ page }) => {
  await openPage(page, "/customer/invoices");
  await expect(page.getByRole("table", { name: "Invoices" }).getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("list", { name: "Invoices" })).toHaveCount(0);
});
