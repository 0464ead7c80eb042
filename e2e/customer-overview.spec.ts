import type { Page } from "@playwright/test";
import { formatAllowance } from "../lib/units";
import { anyOf, expectNoEnglish, openPage, sandboxBilling } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import type { Words } from "./support/i18n";

interface Bonus {
  initialValue: string;
  currentValue: string;
  unit: string;
  isShared: boolean;
}
interface Balances {
  id: string;
  msisdn: string;
  billingType: number;
  monetary: { currentValue: string; currentValueWithTaxes: string; unit: string }[];
  bonuses: Record<"data" | "sms" | "voice", Bonus[]>;
}

/** What a bonus's runway forecast may say. */
const RUNWAY = [
  "Runway.exhausted",
  "Runway.exhaustedRenews",
  "Runway.idle",
  "Runway.idleRenews",
  "Runway.lasts",
  "Runway.runsOut",
  "Runway.runsOutBefore",
] as const;

// Spanish numbers are grouped as Spain writes them: +34 600 10 00 01.
const msisdnText = (msisdn: string) =>
  msisdn.replace(/^\+34(\d{3})(\d{2})(\d{2})(\d{2})$/, "+34 $1 $2 $3 $4");

/** The line's card shows the sandbox's figures, written the page's language's way. */
async function expectLineMatchesSandbox(page: Page, words: Words, username: string, subscription: string) {
  const { t, intlLocale } = words;
  const balances = await sandboxBilling<Balances>(username, `/subscription/${subscription}/consumptions`);
  const card = page.getByTestId(`subscription-${subscription}`);
  await expect(card.getByTestId("msisdn")).toHaveText(msisdnText(balances.msisdn));
  for (const [i, monetary] of balances.monetary.entries()) {
    const shown = card.getByTestId("monetary-balance").nth(i);
    await expect(shown.getByTestId("monetary-with-taxes")).toHaveText(
      words.money(monetary.currentValueWithTaxes, monetary.unit),
    );
    await expect(shown.getByTestId("monetary-without-taxes")).toHaveText(
      words.money(monetary.currentValue, monetary.unit),
    );
  }
  for (const type of ["data", "sms", "voice"] as const) {
    const bonuses = balances.bonuses[type];
    // A landline (billingType 4) has calls only: no "No data bonus" to read.
    if (balances.billingType === 4 && type !== "voice") {
      await expect(card.getByTestId(`no-bonus-${type}`)).toHaveCount(0);
      continue;
    }
    if (bonuses.length === 0) {
      await expect(card.getByTestId(`no-bonus-${type}`)).toHaveText(t(`Bonus.none.${type}`));
      continue;
    }
    const bonus = bonuses[0];
    if (!bonus) continue;
    await expect(card.getByTestId(`bonus-${type}-left`).first()).toHaveText(
      t("Bonus.left", {
        amount: formatAllowance(bonus.initialValue, bonus.currentValue, bonus.unit, intlLocale).left,
      }),
    );
  }
}

test.describe("overview, postpaid (alice)", () => {
  test.use({ user: "alice" });

  test("shows the sandbox's balances, bonuses, charges and last invoice", async ({ page, words }) => {
    const { t, like, language } = words;
    await openPage(page, "/customer");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(
      page.getByRole("heading", { level: 1, name: t("Overview.greeting", { name: "Alice" }) }),
    ).toBeVisible();
    await expectLineMatchesSandbox(page, words, "alice", "SUB-1001");
    const card = page.getByTestId("subscription-SUB-1001");
    await expect(card.getByText(t("Overview.kind.postpaid"), { exact: true })).toBeVisible();
    await expect(card.getByTestId("period-charges")).toBeVisible();
    await expect(card.getByText(t("Charges.title"))).toBeVisible();
    await expect(card.getByTestId("last-invoice")).toBeVisible();
    // A runway forecast for each bonus.
    await expect(card.getByText(anyOf(like, ...RUNWAY)).first()).toBeVisible();
    await expectNoEnglish(page, words, "Balance.beforeTaxes", "Bonus.renews", ...RUNWAY);
  });

  test("my line and a page that does not exist speak the page's language", async ({ page, words: { t } }) => {
    await page.goto("/customer/line");
    await expect(page.getByRole("heading", { level: 1, name: t("MyLine.title") })).toBeVisible();
    await expect(page.getByText(t("MyLine.networkType")).first()).toBeVisible();
    await page.goto("/customer/invoices/F-DOES-NOT-EXIST?account=ACC-9999");
    await expect(page.getByText(t("NotFound.heading"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("NotFound.home") })).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const)
    test(`has no serious accessibility violation on a phone, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, "/customer");
      await expectNoSeriousViolations(page);
    });
});

test.describe("overview, prepaid (bob)", () => {
  test.use({ user: "bob" });

  test("leads with the balance and bonuses", async ({ page, words }) => {
    await openPage(page, "/customer");
    await expectLineMatchesSandbox(page, words, "bob", "SUB-1002");
    const card = page.getByTestId("subscription-SUB-1002");
    await expect(card.getByText(words.t("Overview.kind.prepaid"), { exact: true })).toBeVisible();
    await expect(card.getByTestId("period-charges")).toHaveCount(0);
  });

  test("movements of a prepaid line never speak of a next bill", async ({ page, words: { t, like } }) => {
    await openPage(page, "/customer/movements");
    await expect(page.getByTestId("movements-pending")).toContainText(t("Movements.summary.pendingPrepaid"));
    await expect(page.getByText(t("Movements.summary.pending"))).toHaveCount(0);
    await expect(page.getByText(like("Movements.nextBill"))).toHaveCount(0);
  });
});

test.describe("overview, two lines (carol)", () => {
  test.use({ user: "carol" });

  test("shows the landline's bill and the mobile's bonuses, with the shared bonus marked", async ({
    page,
    words,
  }) => {
    const { t } = words;
    await openPage(page, "/customer");
    await expectLineMatchesSandbox(page, words, "carol", "SUB-1003");
    await expectLineMatchesSandbox(page, words, "carol", "SUB-1004");
    const landline = page.getByTestId("subscription-SUB-1003");
    await expect(landline.getByText(t("Overview.kind.landline"), { exact: true })).toBeVisible();
    await expect(landline.getByText(t("Overview.yourBill"), { exact: true })).toBeVisible();
    await expect(landline.getByText(t("Bonus.shared"), { exact: true })).toBeVisible();
  });
});
