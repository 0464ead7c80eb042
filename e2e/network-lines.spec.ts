import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { network } from "./network-helpers";
import { fillAppointment, outboxFor } from "./support-helpers";

// The sandbox's network state is shared: one test after another, back to the seed after each.
test.describe.configure({ mode: "serial" });
test.afterEach(async () => {
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
  }) => {
    await page.goto("/support/lines/SUB-1002");
    await expect(page.getByRole("heading", { name: "Line diagnostics" })).toBeVisible();
    await expect(page.getByText("Connected network")).toBeVisible();
    await expect(page.getByText(/\(± \d+ m\), last seen/)).toBeVisible();

    await page.goto("/support/lines/SUB-1001");
    await expect(
      page.getByText(/consent to locate this line for service diagnosis is expired/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Send the customer this consent link" })).toHaveAttribute(
      "href",
      /consent-capture/,
    );
    await shoot(page, "network-support-line");
  });

  test("the ticket page shows the diagnostics of the line it names", async ({ page }) => {
    await page.goto("/support/tickets/JAM/1001");
    await expect(page.getByRole("heading", { name: "Line diagnostics" })).toBeVisible();
    await expect(page.getByText("+34 600 100 001, as the operator's network sees it now")).toBeVisible();
  });

  test("a subscription of another org is refused", async ({ page }) => {
    await page.goto("/support/lines/SUB-2001");
    await expect(page.getByText("The line could not be diagnosed")).toBeVisible();
  });

  test("an appointment SMS to a recycled number is refused and nothing is sent", async ({ page }) => {
    await network.recycleNow("+34600100002");
    await page.goto("/support/appointments");
    await fillAppointment(page, "+34 600 100 002");
    await page.getByLabel("SMS text").fill("Your repair appointment has moved to 01/07/2030 10:00.");
    const eventId = (await page.getByTestId("event-id").textContent()) ?? "";
    await page.getByRole("button", { name: "Send notification" }).click();
    await expect(
      page.getByText(/Nothing was sent: \+34600100002 has passed to another person/),
    ).toBeVisible();
    expect(await outboxFor(eventId)).toHaveLength(0);
  });
});

test.describe("customer", () => {
  test.use({ user: "alice" });

  test("my line warns about a recent SIM change", async ({ page }) => {
    await page.goto("/customer/line");
    await expect(page.getByText("Your SIM moved to a new device recently")).toBeVisible();
    await expect(page.getByText(/If this was not you, call us now/)).toBeVisible();
    await shoot(page, "network-my-line");
  });
});

test.describe("customer without a recent change", () => {
  test.use({ user: "carol" });

  test("the landline says so; the mobile shows no warning", async ({ page }) => {
    await page.goto("/customer/line");
    await expect(page.getByText(/This is a landline/)).toBeVisible();
    await expect(page.getByText("Your SIM moved to a new device recently")).toHaveCount(0);
    await expect(page.getByText("SIM last moved to a device")).toBeVisible();
  });
});
