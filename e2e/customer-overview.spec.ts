import AxeBuilder from "@axe-core/playwright";
import { formatMoney } from "../lib/money";
import { formatQuantity } from "../lib/units";
import { openPage, sandboxBilling } from "./customer-helpers";
import { expect, test } from "./fixtures";

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

/** How a page in each language writes figures and what is left of a bonus. */
const ENGLISH = { locale: "en-GB", left: (quantity: string) => `${quantity} left` };
const SPANISH = { locale: "es-ES", left: (quantity: string) => `Quedan ${quantity}` };

const msisdnText = (msisdn: string) => msisdn.replace(/^\+34(\d{3})(\d{3})(\d{3})$/, "+34 $1 $2 $3");

async function expectLineMatchesSandbox(
  page: import("@playwright/test").Page,
  username: string,
  subscription: string,
  { locale, left } = ENGLISH,
) {
  const balances = await sandboxBilling<Balances>(username, `/subscription/${subscription}/consumptions`);
  const card = page.getByTestId(`subscription-${subscription}`);
  await expect(card.getByTestId("msisdn")).toHaveText(msisdnText(balances.msisdn));
  for (const [i, monetary] of balances.monetary.entries()) {
    const shown = card.getByTestId("monetary-balance").nth(i);
    await expect(shown.getByTestId("monetary-with-taxes")).toHaveText(
      formatMoney(monetary.currentValueWithTaxes, monetary.unit, { locale }),
    );
    await expect(shown.getByTestId("monetary-without-taxes")).toHaveText(
      formatMoney(monetary.currentValue, monetary.unit, { locale }),
    );
  }
  for (const type of ["data", "sms", "voice"] as const) {
    const bonuses = balances.bonuses[type];
    if (bonuses.length === 0) {
      await expect(card.getByTestId(`no-bonus-${type}`)).toBeVisible();
      continue;
    }
    const bonus = bonuses[0];
    if (!bonus) continue;
    await expect(card.getByTestId(`bonus-${type}-left`).first()).toHaveText(
      left(formatQuantity(bonus.currentValue, bonus.unit, { locale })),
    );
  }
}

test.describe("overview, postpaid (alice)", () => {
  test.use({ user: "alice" });

  test("shows the sandbox's balances, bonuses, charges and last invoice", async ({ page }) => {
    await openPage(page, "/customer");
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeVisible();
    await expectLineMatchesSandbox(page, "alice", "SUB-1001");
    const card = page.getByTestId("subscription-SUB-1001");
    await expect(card.getByText("Postpaid")).toBeVisible();
    await expect(card.getByTestId("period-charges")).toBeVisible();
    await expect(card.getByTestId("last-invoice")).toBeVisible();
    // A runway forecast for each bonus.
    await expect(
      card.getByText(/At this pace|Not used since it started|used all of it/).first(),
    ).toBeVisible();
  });
});

test.describe("overview, prepaid (bob)", () => {
  test.use({ user: "bob" });

  test("leads with the balance and bonuses", async ({ page }) => {
    await openPage(page, "/customer");
    await expectLineMatchesSandbox(page, "bob", "SUB-1002");
    const card = page.getByTestId("subscription-SUB-1002");
    await expect(card.getByText("Prepaid")).toBeVisible();
    await expect(card.getByTestId("period-charges")).toHaveCount(0);
  });

  test("movements of a prepaid line never speak of a next bill", async ({ page }) => {
    await openPage(page, "/customer/movements");
    await expect(page.getByTestId("movements-pending")).toContainText("Pending, not invoiced yet");
    await expect(page.getByText(/next bill/i)).toHaveCount(0);
  });
});

test.describe("overview, two lines (carol)", () => {
  test.use({ user: "carol" });

  test("shows the landline's bill and the mobile's bonuses, with the shared bonus marked", async ({
    page,
  }) => {
    await openPage(page, "/customer");
    await expectLineMatchesSandbox(page, "carol", "SUB-1003");
    await expectLineMatchesSandbox(page, "carol", "SUB-1004");
    const landline = page.getByTestId("subscription-SUB-1003");
    await expect(landline.getByText("Landline")).toBeVisible();
    await expect(landline.getByText("Your bill", { exact: true })).toBeVisible();
    await expect(landline.getByText("Shared")).toBeVisible();
  });
});

test.describe("overview in Spanish (alice, a browser asking for Spanish)", () => {
  test.use({ user: "alice", locale: "es-ES" });

  test("greets, labels and formats in Spanish: the same figures, written the Spanish way", async ({
    page,
  }) => {
    await openPage(page, "/customer");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Alice" })).toBeVisible();
    await expectLineMatchesSandbox(page, "alice", "SUB-1001", SPANISH);
    const card = page.getByTestId("subscription-SUB-1001");
    await expect(card.getByText("Contrato", { exact: true })).toBeVisible();
    await expect(card.getByText("Cargos de este periodo hasta ahora")).toBeVisible();
    await expect(
      card.getByText(/A este ritmo|Sin uso desde que empezó|Lo has gastado todo/).first(),
    ).toBeVisible();
    await expect(page.getByText(/before taxes|At this pace|Renews/)).toHaveCount(0);
  });

  test("my line and a page that does not exist speak Spanish too", async ({ page }) => {
    await page.goto("/customer/line");
    await expect(page.getByRole("heading", { level: 1, name: "Mi línea" })).toBeVisible();
    await expect(page.getByText("Conectada a").first()).toBeVisible();
    await page.goto("/customer/invoices/F-DOES-NOT-EXIST?account=ACC-9999");
    await expect(page.getByText("No lo hemos encontrado")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ir a mi resumen" })).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const)
    test(`has no serious accessibility violation on a phone, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, "/customer");
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
});
