import type { Locator, Page } from "@playwright/test";
import { anyOf, openPage, sandboxBilling } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import type { Words } from "./support/i18n";
import { escapeRegExp } from "./support/i18n";

// On a phone the customer's tables are cards: no page scrolls sideways, and the first row's amount,
// status and action are on screen. The rows are the table's own, restyled: each cell shows its column's
// name before its value instead of the headings.
const PHONE = { width: 390, height: 844 };

/** A card's field, found by the column name a screen reader hears before its value ("Tax", not "Taxes"). */
const field = (card: Locator, label: string) =>
  card.getByRole("cell", { name: new RegExp(`^${escapeRegExp(label)}(?!\\p{L})\\s*\\S`, "u") });

/** The first row of the table: with its headings hidden, the first card. */
const firstCard = (page: Page, table: string | RegExp) =>
  page.getByRole("table", { name: table }).getByRole("row").first();

/** The tops of a row's cells: one line in a table, several on a card. */
const cellTops = async (row: Locator) =>
  new Set(
    await row.getByRole("cell").evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().top)),
  );

/** Each page: where it is, which list of cards it shows, and what must be on screen. */
async function phonePages({ t, like }: Words) {
  const invoices = await sandboxBilling<{ invoice_number?: string; service: string }[]>(
    "alice",
    "/accounts/ACC-1001/invoices?type=ORDINARY",
  );
  const postpaid = invoices.find((i) => i.service === "postpaid" && i.invoice_number);
  expect(postpaid, "the seed has a postpaid invoice").toBeDefined();
  return {
    invoices: {
      path: "/customer/invoices",
      list: t("Invoices.caption.service"),
      onScreen: (card: Locator) => [
        field(card, t("Invoices.column.total")),
        field(card, t("Invoices.column.status")),
        card.getByRole("link", { name: anyOf(like, "Invoices.download") }),
      ],
    },
    invoice: {
      path: `/customer/invoices/${postpaid?.invoice_number}`,
      list: t("Movements.caption"),
      onScreen: (card: Locator) => [
        field(card, t("Movements.column.inclTaxes")),
        field(card, t("Movements.column.status")),
        card.page().getByTestId("download-pdf"),
      ],
    },
    movements: {
      path: "/customer/movements",
      list: t("Movements.caption"),
      onScreen: (card: Locator) => [
        field(card, t("Movements.column.inclTaxes")),
        field(card, t("Movements.column.status")),
      ],
    },
    usage: {
      path: "/customer/usage",
      list: anyOf(like, "Usage.caption"),
      onScreen: (card: Locator) => [
        field(card, t("Records.column.costIncl")),
        card.page().getByTestId("export-csv"),
      ],
    },
  };
}

async function expectWithinWidth(page: Page, targets: Locator[]) {
  const width = page.viewportSize()?.width ?? PHONE.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const target of targets) {
    await expect(target).toBeVisible();
    const box = await target.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? width + 1)).toBeLessThanOrEqual(width);
  }
}

test.describe("on a phone", () => {
  test.use({ user: "alice", viewport: PHONE });
  // Two loads and two axe runs per page, on two shared cores.
  test.slow();

  for (const name of ["invoices", "invoice", "movements", "usage"] as const)
    test(`${name}: rows are cards that fit the screen, light and dark, with no serious axe violation`, async ({
      page,
      words,
    }) => {
      const { path, list, onScreen } = (await phonePages(words))[name];
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await openPage(page, path);
        await expectWithinWidth(page, onScreen(firstCard(page, list)));
        await expect(page.getByRole("table", { name: list }).getByRole("columnheader")).toHaveCount(0);
        expect((await cellTops(firstCard(page, list))).size).toBeGreaterThan(2);
        await expectNoSeriousViolations(page);
      }
    });

  test("usage records sort without the table's headings", async ({ page, words }) => {
    await expectSortWithoutHeadings(page, words);
  });

  test("a card opens with its title and total side by side, then its status; its action closes it", async ({
    page,
    words: { t, like },
  }) => {
    await openPage(page, "/customer/invoices");
    const card = firstCard(page, t("Invoices.caption.service"));
    const top = async (target: Locator) => (await target.boundingBox())?.y ?? Number.NaN;
    const download = page.getByRole("link", { name: anyOf(like, "Invoices.download") });
    const [title, total, status, actions] = await Promise.all([
      top(card.getByRole("cell").first()),
      top(field(card, t("Invoices.column.total"))),
      top(field(card, t("Invoices.column.status"))),
      top(card.getByRole("cell").filter({ has: download })),
    ]);
    expect(total).toBe(title);
    expect(status).toBeGreaterThan(title);
    expect(actions).toBe(Math.max(...(await cellTops(card))));
    expect(actions).toBeGreaterThan(status);
  });
});

/** Where the records are cards, the same sort links as the headings', in a row above them. */
async function expectSortWithoutHeadings(page: Page, { t }: Words) {
  await openPage(page, "/customer/usage");
  const byCost = page
    .getByRole("navigation", { name: t("Usage.sortBy") })
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(t("Records.column.costIncl"))}`) });
  await byCost.click();
  await expect(page).toHaveURL(/sort=cost/);
  await expect(byCost).toContainText("▼");
}

test.describe("on a tablet", () => {
  test.use({ user: "alice", viewport: { width: 800, height: 1024 } });

  // Their columns need a desk's width: below it, they are cards too rather than a table cut off at the side.
  for (const name of ["invoices", "movements", "usage"] as const)
    test(`${name}: rows are cards that fit the screen`, async ({ page, words }) => {
      const { path, list, onScreen } = (await phonePages(words))[name];
      await openPage(page, path);
      await expectWithinWidth(page, onScreen(firstCard(page, list)));
      await expect(page.getByRole("table", { name: list }).getByRole("columnheader")).toHaveCount(0);
      expect((await cellTops(firstCard(page, list))).size).toBeGreaterThan(2);
    });

  test("usage records sort without the table's headings", async ({ page, words }) => {
    await expectSortWithoutHeadings(page, words);
  });

  test("invoices at 1024 px: a table whose every column is in its box, none behind a sideways scroll", async ({
    page,
    words: { t, like },
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openPage(page, "/customer/invoices");
    const table = page.getByRole("table", { name: t("Invoices.caption.service") });
    await expect(table.getByRole("columnheader", { name: t("Invoices.column.total") })).toBeVisible();
    const box = await page.getByRole("region").filter({ has: table }).boundingBox();
    const download = await table
      .getByRole("link", { name: anyOf(like, "Invoices.download") })
      .first()
      .boundingBox();
    expect((download?.x ?? 0) + (download?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0),
    );
  });

  test("the movements filters fill their rows, the Show button ending the last", async ({
    page,
    words: { t },
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openPage(page, "/customer/movements");
    const bar = page.getByRole("form", { name: t("Movements.filtersLabel") });
    const show = bar.getByRole("button", { name: t("Common.filters.show") });
    const [barBox, showBox] = [await bar.boundingBox(), await show.boundingBox()];
    const barRight = (barBox?.x ?? 0) + (barBox?.width ?? 0);
    const showRight = (showBox?.x ?? 0) + (showBox?.width ?? 0);
    // At the bar's right edge, not half a row short of it.
    expect(barRight - showRight).toBeLessThan(40);
  });
});

test("at a desk the rows stay a table", async ({ page, words: { t } }) => {
  await openPage(page, "/customer/invoices");
  const name = t("Invoices.caption.service");
  const table = page.getByRole("table", { name });
  await expect(table.getByRole("columnheader", { name: t("Invoices.column.total") })).toBeVisible();
  // A row's cells side by side, each under its heading, not a card's fields one under another.
  expect((await cellTops(table.getByRole("row").nth(1))).size).toBe(1);
});
