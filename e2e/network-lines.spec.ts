import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { network } from "./network-helpers";
import { ANY } from "./support/i18n";
import { fillAppointment, outboxFor } from "./support-helpers";

// The sandbox's network state and faults are shared: one test after another, back to the seed after each.
test.describe.configure({ mode: "serial" });
test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
  await network.reset();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/screens/${name}-phone.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll on a phone").toBeLessThanOrEqual(0);
}

test.describe("support", () => {
  test.use({ user: "support" });

  test("line diagnostics: location with valid consent, the reason and capture link without", async ({
    page,
    words: { t, like, language },
  }) => {
    await page.goto("/support/lines/SUB-1002");
    await expect(page.getByRole("heading", { name: t("Network.diagnostics.title") })).toBeVisible();
    await expect(page.getByText(t("Network.diagnostics.networkType"))).toBeVisible();
    await expect(page.getByText(like("Network.diagnostics.locatedAt"))).toBeVisible();
    await expect(page.getByText(t("Network.swap.swapped"))).toHaveCount(0);

    // The seed moved SUB-1001's SIM a few hours ago: whoever is on the phone may not be its owner.
    await page.goto("/support/lines/SUB-1001");
    await expect(page.getByRole("alert").filter({ hasText: t("Network.swap.swapped") })).toContainText(
      like("Network.diagnostics.recentMoveBody"),
    );
    await expect(page.getByText(like("Network.diagnostics.noConsent"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("Network.diagnostics.captureLink") })).toHaveAttribute(
      "href",
      /consent-capture/,
    );
    await shoot(page, `network-support-line-${language}`);
  });

  test("the ticket page shows the diagnostics of the line it names", async ({ page, words: { t } }) => {
    await page.goto("/support/tickets/JAM/1001");
    await expect(page.getByRole("heading", { name: t("Network.diagnostics.title") })).toBeVisible();
    await expect(
      page.getByText(t("Network.diagnostics.description", { msisdn: "+34 600 10 00 01" })),
    ).toBeVisible();
  });

  test("a landline's page says once that the network has no checks for it", async ({
    page,
    words: { t },
  }) => {
    await page.goto("/support/lines/SUB-1003");
    await expect(page.getByText(t("Network.diagnostics.landline"))).toHaveCount(1);
    await expect(page.getByText(t("Network.diagnostics.networkType"))).toHaveCount(0);
    await expect(page.getByText(t("Errors.network.SERVICE_NOT_APPLICABLE"))).toHaveCount(0);
  });

  test("a subscription of another org is refused", async ({ page, words: { t } }) => {
    await page.goto("/support/lines/SUB-2001");
    await expect(page.getByText(t("Tickets.line.notFound", { id: "SUB-2001" }))).toBeVisible();
    await expect(page.getByText("+34", { exact: false })).toHaveCount(0);
  });

  test("a line opened from the list shows its placeholder at once, while billing answers", async ({
    page,
    sandbox,
    words: { t },
  }) => {
    await page.goto("/support/lines/SUB-1004");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A person takes longer to click than the list takes to prefetch each line's loading state; a click
    // before that is answered shows nothing until the page comes (the router has no placeholder yet).
    const prefetched = page.waitForResponse((response) => {
      const headers = response.request().headers();
      return (
        response.url().includes("/support/lines/SUB-1004?") &&
        Boolean(headers.referer?.endsWith("/support/lines")) &&
        Boolean(headers["next-router-prefetch"]) &&
        !headers["next-router-segment-prefetch"]
      );
    });
    // Billing is slow to give the line: the page says it is coming rather than leaving the list on screen.
    // Slow from before the prefetch: a read the prefetch started is shared by the click's (one read of a
    // resource at a time), and must not be a quick one.
    await sandbox.setFaults([
      { match: "^GET /billing/v1/orgs/demo/subscription/SUB-1004/consumptions", latencyMs: 4000 },
    ]);
    await page.goto("/support/lines");
    await prefetched;
    await page
      .getByRole("list", { name: t("Lines.recent.label") })
      .getByRole("link")
      .filter({ hasText: "SUB-1004" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: t("Common.loading") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("Tickets.line.title", { number: "+34 600 10 00 04" }),
    );
  });

  test("a line clicked before the list prefetched it says at once, on its row, that it is opening", async ({
    page,
    words: { t },
  }) => {
    await page.goto("/support/lines/SUB-1004");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The quickest click, on a slow connection: no prefetch of the line came back, so the router has
    // no placeholder, and the portal's answer is held until the row has been seen to say so.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(
      (url) => url.pathname === "/support/lines/SUB-1004",
      async (route) => {
        if (route.request().headers()["next-router-prefetch"]) return route.abort();
        await held;
        return route.fallback();
      },
    );
    await page.goto("/support/lines");
    const row = page
      .getByRole("list", { name: t("Lines.recent.label") })
      .getByRole("link")
      .filter({ hasText: "SUB-1004" });
    await row.click();
    await expect(row.getByRole("status")).toHaveText(t("Controls.opening"));
    // Beside what the row shows, covering none of it (the date ends at the row's right).
    const covered = await row.evaluate((link) => {
      const spinner = link.querySelector("[role=status] svg")?.getBoundingClientRect();
      if (!spinner) return -1;
      const shown = [...link.children].filter((child) => !child.querySelector("[role=status]"));
      return shown.filter((child) => {
        const box = child.getBoundingClientRect();
        const across = box.right > spinner.left && box.left < spinner.right;
        return across && box.bottom > spinner.top && box.top < spinner.bottom;
      }).length;
    });
    expect(covered).toBe(0);
    answer();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("Tickets.line.title", { number: "+34 600 10 00 04" }),
    );
    await expect(page.getByText(t("Controls.opening"))).toHaveCount(0);
  });

  test("an appointment SMS to a recycled number is refused and nothing is sent", async ({ page, words }) => {
    const { t, like } = words;
    await network.recycleNow("+34600100002");
    await page.goto("/support/appointments");
    await fillAppointment(page, words, "+34 600 100 002");
    await page.getByLabel(t("Appointments.form.smsText")).fill("Your repair appointment has moved.");
    const eventId = (await page.getByTestId("event-id").textContent()) ?? "";
    await page.getByRole("button", { name: t("Appointments.form.send") }).click();
    await expect(
      page.getByText(like("Errors.action.numberRecycled", { msisdn: "+34600100002", date: ANY })),
    ).toBeVisible();
    expect(await outboxFor(eventId)).toHaveLength(0);
  });
});

test.describe("customer", () => {
  test.use({ user: "alice" });

  test("my line warns about a recent SIM change", async ({ page, words: { t, like, language } }) => {
    await page.goto("/customer/line");
    await expect(page.getByText(t("MyLine.recentTitle"))).toBeVisible();
    await expect(page.getByText(like("MyLine.recentBodyCall"))).toBeVisible();
    // The demo org's support number (ORG_SETTINGS), as a link that calls it.
    await expect(page.getByRole("link", { name: "+34 900 100 100" })).toHaveAttribute(
      "href",
      "tel:+34900100100",
    );
    await shoot(page, `network-my-line-${language}`);
  });
});

test.describe("customer without a recent change", () => {
  test.use({ user: "carol" });

  test("the landline says so; the mobile shows no warning", async ({ page, words: { t } }) => {
    await page.goto("/customer/line");
    await expect(page.getByText(t("MyLine.landline"))).toBeVisible();
    await expect(page.getByText(t("MyLine.recentTitle"))).toHaveCount(0);
    await expect(page.getByText(t("MyLine.lastSimChange"))).toBeVisible();
  });
});
