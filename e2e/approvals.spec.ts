import type { Browser, Page } from "@playwright/test";
import { movementsDescribed, movementsOf, overrideSimSwapStepUp, uniqueText } from "./agent-helpers";
import { expect, test } from "./fixtures";
import { storageStatePath } from "./support/users";

test.use({ user: "agent" });

const SUB = "SUB-1001";

/** A device sale on SUB-1001 (alice) with more left to refund than the default refund limit (50). */
async function bigCharge() {
  const target = (await movementsOf(SUB)).find(
    (m) =>
      m.transaction_type_id !== "" && m.operation_type === "DEBIT" && (m.refundable_with_taxes ?? 0) > 120,
  );
  expect(target, "the seed has a device sale on SUB-1001 worth more than the refund limit").toBeDefined();
  return target as NonNullable<typeof target>;
}

/** The agent asks for a refund above the limit; returns the approval request's id from the notice. */
async function requestRefund(page: Page, movementId: string, amount: string, description: string) {
  await overrideSimSwapStepUp(page, SUB);
  await page.goto(`/agent/subscriptions/${SUB}/movements/${movementId}/refund`);
  await page.getByLabel("Amount to refund, with taxes").fill(amount);
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText(/is above your limit of 50/)).toBeVisible();
  await page.getByLabel("Reason for the supervisor").fill("Device returned unopened within 14 days");
  await page.getByRole("button", { name: "Send for approval" }).click();
  const notice = page.getByRole("status").filter({ hasText: "sent to a supervisor for approval" });
  await expect(notice).toBeVisible();
  const id = (await notice.textContent())?.match(/APR-[0-9A-Z]{12}/)?.[0];
  expect(id).toBeDefined();
  return id as string;
}

async function asSupervisor(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStatePath("supervisor") });
  return { page: await context.newPage(), close: () => context.close() };
}

test("a refund above the limit waits in the queue; the supervisor approves it and exactly one refund exists upstream", async ({
  page,
  browser,
}) => {
  test.slow(); // two users, several pages and upstream round trips
  const target = await bigCharge();
  const before = target.refundable_with_taxes ?? 0;
  const description = uniqueText("Approved refund");
  const id = await requestRefund(page, target.id, "60", description);

  // Nothing was sent yet; the customer page shows the request waiting.
  expect(await movementsDescribed(SUB, description)).toHaveLength(0);
  await expect(page.getByTestId(`request-${id}`)).toContainText("Waiting for approval");

  const supervisor = await asSupervisor(browser);
  await supervisor.page.goto(`/supervisor/approvals?customer=${SUB}`);
  const card = supervisor.page.getByTestId(`approval-${id}`);
  await expect(card).toContainText("Device returned unopened within 14 days");
  await expect(card.getByTestId(`upstream-${id}`)).toContainText("Still refundable");
  await card.getByRole("button", { name: "Approve and send" }).click();
  await expect(
    supervisor.page.getByRole("status").filter({ hasText: "Approved and sent: the operator created" }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await supervisor.close();

  const refunds = await movementsDescribed(SUB, description);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]?.amount.value_with_taxes).toBe(-60);
  const after = (await movementsOf(SUB)).find((m) => m.id === target.id);
  expect(after?.refundable_with_taxes).toBeCloseTo(before - 60, 8);

  await page.goto("/agent/requests");
  await expect(page.getByTestId(`request-${id}`)).toContainText("Approved and sent");
});

test("a rejection, with its comment, reaches the requester and nothing is sent", async ({
  page,
  browser,
}) => {
  test.slow();
  const target = await bigCharge();
  const description = uniqueText("Rejected refund");
  const id = await requestRefund(page, target.id, "55", description);

  const supervisor = await asSupervisor(browser);
  await supervisor.page.goto("/supervisor/approvals");
  const card = supervisor.page.getByTestId(`approval-${id}`);
  await card.getByLabel("Comment for the requester").fill("No proof of return on file");
  await card.getByRole("button", { name: "Reject" }).click();
  await expect(
    supervisor.page.getByRole("status").filter({ hasText: `Request ${id} rejected.` }),
  ).toBeVisible();
  await supervisor.close();

  await page.goto("/agent/requests");
  const row = page.getByTestId(`request-${id}`);
  await expect(row).toContainText("Rejected");
  await expect(row).toContainText("No proof of return on file");
  expect(await movementsDescribed(SUB, description)).toHaveLength(0);
});

test("an agent cannot reach the approval queue or the limits", async ({ page }) => {
  for (const path of ["/supervisor/approvals", "/supervisor/limits"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/forbidden");
  }
  await expect(page.getByRole("link", { name: "Approvals" })).toHaveCount(0);
});

test("the audit page passes its tamper check and exports a CSV with the hashes", async ({ page }) => {
  await page.goto("/agent/audit");
  await expect(page.getByText(/Tamper check passed/)).toBeVisible();
  const csv = await page.request.get("/api/agent/audit/export?action=approval.requested");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect((await csv.text()).split("\r\n")[0]).toContain("prev_hash,hash");
});

test.describe("limits", () => {
  test.use({ user: "supervisor" });

  test("the supervisor sees the seeded defaults; a malformed limit is refused and nothing changes", async ({
    page,
  }) => {
    await page.goto("/supervisor/limits");
    const refund = page.getByLabel("Largest refund an agent may make alone");
    await expect(refund).toHaveValue("50");
    await refund.fill("-5");
    await page.getByRole("button", { name: "Save limits" }).click();
    await expect(page.getByText("The amount must be positive.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Largest refund an agent may make alone")).toHaveValue("50");
  });
});
