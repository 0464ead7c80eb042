import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { openPage } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift";
import type { FaultRule, SandboxAdmin } from "./support/sandbox-admin";

/** Only carol's landline's movement list fails; every other call is answered. */
const failLandlineMovements = (sandbox: SandboxAdmin, status: FaultRule["status"]) =>
  sandbox.setFaults([{ match: "^GET /billing/v1/orgs/demo/subscription/SUB-1003/movement$", status }]);

/** The overview with the landline's movements failing: the alert its section shows, with these words. */
async function landlineAlert(page: Page, sandbox: SandboxAdmin, title: string) {
  await failLandlineMovements(sandbox, 502);
  await openPage(page, "/customer");
  const alert = page.getByTestId("subscription-SUB-1003").getByRole("alert").filter({ hasText: title });
  await expect(alert).toBeVisible();
  return alert;
}

test.describe("error states under fault injection (carol)", () => {
  test.use({ user: "carol" });
  test.describe.configure({ mode: "serial" });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.clearFaults();
  });

  test("a failing section shows a message, the trace id and a retry that recovers", async ({
    page,
    sandbox,
  }) => {
    // Only the landline's movement list fails; the rest of the page still renders.
    const alert = await landlineAlert(page, sandbox, "The billing system had a problem");
    const landline = page.getByTestId("subscription-SUB-1003");
    await expect(alert).toContainText(/Reference: [0-9a-f]{8,}/);
    await expect(page.getByTestId("subscription-SUB-1004").getByTestId("period-charges")).toBeVisible();

    await sandbox.clearFaults();
    // What to do sits beside the announcement, in the same frame, not read out with it.
    await expect(alert.getByRole("button")).toHaveCount(0);
    const frame = landline.getByRole("group", { name: "The billing system had a problem" });
    await frame.getByRole("button", { name: "Try again" }).click();
    await expect(landline.getByTestId("period-charges")).toBeVisible();
  });

  test("the movements page shows the error when the list fails", async ({ page, sandbox }) => {
    await failLandlineMovements(sandbox, 504);
    await page.goto("/customer/movements?sub=SUB-1003");
    // Next.js's route announcer is an (empty) alert too: pick ours by its words.
    await expect(page.getByRole("alert").filter({ hasText: /taking too long|had a problem/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test.describe("in Spanish", () => {
    test.use({ locale: "es-ES" });

    test("a failing section says so in Spanish, with its reference and a retry", async ({
      page,
      sandbox,
    }) => {
      const alert = await landlineAlert(page, sandbox, "El sistema de facturación ha tenido un problema");
      await expect(alert).toContainText(/Referencia: [0-9a-f]{8,}/);
      const frame = page.getByRole("group", { name: "El sistema de facturación ha tenido un problema" });
      await expect(frame.getByRole("button", { name: "Reintentar" })).toBeVisible();
    });
  });

  test("no movements matching the filters is an empty state", async ({ page }) => {
    await page.goto("/customer/movements?sub=SUB-1003&from=2020-01-01&to=2020-01-31");
    await expect(page.getByText("No movements match")).toBeVisible();
  });
});

// A mobile line, at a desk and on a phone.
for (const { user, sub, viewport, days } of [
  { user: "alice", sub: "SUB-1001", viewport: { width: 1280, height: 900 }, days: [27, 1] },
  { user: "alice", sub: "SUB-1001", viewport: { width: 390, height: 844 }, days: [26, 2] },
] as const) {
  test.describe(`while the records load (${user}, ${sub}, ${viewport.width} px)`, () => {
    test.use({ user, viewport });
    test.afterEach(async ({ sandbox }) => {
      await sandbox.clearFaults();
    });

    test("the usage page holds still while its records come in", async ({ page, sandbox, words: { t } }) => {
      await sandbox.setFaults([
        { match: `^GET /billing/v1/orgs/demo/subscription/${sub}/consumptions/details$`, latencyMs: 2_000 },
      ]);
      await watchLayoutShifts(page);
      // A range no other test reads, so this session has none of its records yet: the page waits for them.
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const [from, to] = days.map(day);
      await page.goto(`/customer/usage?sub=${sub}&from=${from}&to=${to}`, { waitUntil: "commit" });
      await expect(page.getByRole("status").filter({ hasText: t("Usage.loading") })).toBeAttached();
      await expect(page.getByTestId("total-cost")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("usage-chart").first()).toBeVisible();
      // The tiles and charts growing out of a smaller placeholder pushed the records down by 0.10.
      expect(await layoutShift(page)).toBeLessThan(0.02);
    });
  });
}

test.describe("accessibility (alice)", () => {
  test.use({ user: "alice" });

  for (const path of [
    "/customer",
    "/customer/usage",
    "/customer/movements",
    "/customer/invoices",
    "/customer/invoices?view=sales",
    "/customer/invoices/F2026-000007",
    "/customer/usage?from=2026-13-01",
  ]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await openPage(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("works at phone width without a page-wide horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/customer", "/customer/usage", "/customer/movements", "/customer/invoices"]) {
      await openPage(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
  });
});
