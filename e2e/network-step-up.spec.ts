import type { Page } from "@playwright/test";
import { auditEntries, movementsOf, rectifiableInvoice } from "./agent-helpers";
import { expect, test } from "./fixtures";
import { network } from "./network-helpers";

test.use({ user: "agent" });
// The sandbox's network state and fault rules are shared: one test after another.
test.describe.configure({ mode: "serial" });

const SUB = "SUB-1004";
const MSISDN = "+34600100004";

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
  await network.reset();
});

async function openRefund(page: Page) {
  const target = (await movementsOf(SUB)).find(
    (m) => m.transaction_type_id !== "" && m.operation_type === "DEBIT" && (m.refundable_with_taxes ?? 0) > 1,
  );
  expect(target, "the seed has a refundable device sale on SUB-1004").toBeDefined();
  // A refused refund leaves its draft in the tab; restored after hydration, it would race the typing below.
  await page.evaluate(() => window.sessionStorage.clear()).catch(() => {});
  await page.goto(`/agent/subscriptions/${SUB}/movements/${target?.id}/refund`);
  await page.getByLabel("Amount to refund, with taxes").fill("1.21");
  return target?.refundable_with_taxes ?? 0;
}

const networkAudit = async (page: Page, action: string) =>
  (await auditEntries(page, { customer: SUB })).filter((entry) => entry.action === action);

test("a failed SIM-swap check blocks the refund, audited, and says so", async ({ page, sandbox }) => {
  await sandbox.setFaults([{ match: "^POST /gateway/v0/orgs/demo/device-swap/check$", status: 500 }]);
  const before = await openRefund(page);
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(
    page.getByText(/Nothing was changed: the SIM-swap check for this line could not be made/),
  ).toBeVisible();
  expect((await movementsOf(SUB)).find((m) => m.refundable_with_taxes === before)).toBeDefined();
  expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({
    outcome: "failed",
    errorCode: "injectedFault", // the sandbox fault body; the audit keeps the upstream code
  });

  await page.goto(`/agent/subscriptions/${SUB}`);
  await expect(page.getByText("The SIM-swap check could not be made")).toBeVisible();
});

test("a fresh SIM swap blocks a refund until the agent records an override", async ({ page }) => {
  test.slow();
  await network.simSwapNow(MSISDN);

  const before = await openRefund(page);
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(
    page.getByText(/Nothing was changed: this line's SIM moved to another device in the last 240 hours/),
  ).toBeVisible();
  expect((await movementsOf(SUB)).find((m) => m.refundable_with_taxes === before)).toBeDefined();
  expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({
    outcome: "failed",
    errorCode: "simSwapStepUp",
  });

  // The subscription page says why and takes the override.
  await page.goto(`/agent/subscriptions/${SUB}`);
  await expect(page.getByText("SIM moved to another device recently")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/network-step-up-desktop.png", fullPage: true });
  await page.getByLabel("Override reason").fill("ok");
  await page.getByRole("button", { name: "Record override" }).click();
  await expect(page.getByText("Say why, in at least 10 characters.")).toBeVisible();
  await page.getByLabel("Override reason").fill("Customer is in the shop with their ID card");
  await page.getByRole("button", { name: "Record override" }).click();
  await expect(page.getByText(/Override recorded/)).toBeVisible();

  await openRefund(page);
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The refund was made" })).toBeVisible();
  expect((await networkAudit(page, "network.stepUpOverride"))[0]).toMatchObject({ outcome: "succeeded" });
  expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({ outcome: "succeeded" });
});

test("verify the caller: per-field results, nothing typed kept", async ({ page }) => {
  await page.goto("/agent/subscriptions/SUB-1001");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Check" }) });
  await form.getByLabel("Full name").fill("Alice Martin");
  await form.getByLabel("Email").fill("someone@example.com");
  await form.getByLabel("Age at least").fill("18");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText(/^Not verified/)).toBeVisible();
  const results = page.getByRole("list").filter({ hasText: "Full name" });
  await expect(results.getByRole("listitem").filter({ hasText: "Full name" })).toContainText("Match");
  await expect(results.getByRole("listitem").filter({ hasText: "Email" })).toContainText(/No match/);
  await expect(results.getByRole("listitem").filter({ hasText: "Age at least" })).toContainText(
    "At least 18 years old",
  );
  const [entry] = (await auditEntries(page, { customer: "SUB-1001" })).filter(
    (e) => e.action === "network.verifyCaller",
  );
  expect(JSON.stringify(entry)).not.toContain("someone@example.com");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/network-verify-phone.png", fullPage: true });
});

test.describe("as another agent (an override is per agent and line, and the refund test above made one)", () => {
  test.use({ user: "supervisor" });

  test("a fresh SIM swap blocks issuing a rectification for that line until an override", async ({
    page,
  }) => {
    test.slow();
    const invoice = await rectifiableInvoice("ACC-1003", SUB);
    await page.goto(`/agent/accounts/ACC-1003/invoices/${invoice.id}`);
    await page.getByRole("link", { name: "Start a rectification" }).click();
    await page.getByLabel("Reason").selectOption("GOODWILL");
    await page.getByRole("checkbox").first().check();
    await page
      .getByRole("textbox", { name: /Amount to refund/ })
      .first()
      .fill("1");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { name: /Draft rectification/ })).toBeVisible();
    const draftPage = page.url();

    await network.simSwapNow(MSISDN);
    await page.getByRole("button", { name: "Issue rectification" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Issue" }).click();
    await expect(
      page.getByText(/Nothing was changed: this line's SIM moved to another device in the last 240 hours/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: /Draft rectification/ })).toBeVisible();
    expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({
      outcome: "failed",
      errorCode: "simSwapStepUp",
    });

    await page.goto(`/agent/subscriptions/${SUB}`);
    await page.getByLabel("Override reason").fill("Customer is in the shop with their ID card");
    await page.getByRole("button", { name: "Record override" }).click();
    await expect(page.getByText(/Override recorded/)).toBeVisible();

    await page.goto(draftPage);
    await page.getByRole("button", { name: "Issue rectification" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Issue" }).click();
    await expect(page.getByRole("heading", { name: /^Rectification R\d{4}-\d+/ })).toBeVisible();
    expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({ outcome: "succeeded" });
  });
});
