import type { Browser, Page } from "@playwright/test";
import { movementsDescribed, movementsOf, overrideSimSwapStepUp, uniqueText } from "./agent-helpers";
import { expect, test } from "./fixtures";
import type { Words } from "./support/i18n";
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
async function requestRefund(
  page: Page,
  words: Words,
  { movementId, amount, description }: { movementId: string; amount: string; description: string },
) {
  const { t, like, typed } = words;
  await overrideSimSwapStepUp(page, words, SUB);
  await page.goto(`/agent/subscriptions/${SUB}/movements/${movementId}/refund`);
  await page.getByLabel(t("AgentMovements.refundForm.amount")).fill(typed(amount));
  await page
    .getByRole("textbox", { name: t("AgentMovements.refundForm.description"), exact: true })
    .fill(description);
  await page.getByRole("button", { name: t("AgentMovements.refundForm.submit"), exact: true }).click();
  // The amount and the limit as money, never bare figures.
  await expect(
    page.getByText(
      like("Errors.action.approvalRequired", {
        what: "refund",
        amount: words.money(amount),
        limit: words.money("50"),
      }),
    ),
  ).toBeVisible();
  await page.getByLabel(t("Approvals.noteFields.reason")).fill("Device returned unopened within 14 days");
  await page.getByRole("button", { name: t("AgentMovements.refundForm.sendForApproval") }).click();
  const notice = page.getByRole("status").filter({ hasText: like("Agent.notice.approvalRequested") });
  await expect(notice).toBeVisible();
  const id = (await notice.textContent())?.match(/APR-[0-9A-Z]{12}/)?.[0];
  expect(id).toBeDefined();
  return id as string;
}

async function asSupervisor(browser: Browser, locale: string | undefined) {
  const context = await browser.newContext({ storageState: storageStatePath("supervisor"), locale });
  return { page: await context.newPage(), close: () => context.close() };
}

test("a refund above the limit waits in the queue; the supervisor approves it and exactly one refund exists upstream", async ({
  page,
  browser,
  locale,
  words,
}) => {
  test.slow(); // two users, several pages and upstream round trips
  const { t, like } = words;
  const target = await bigCharge();
  const before = target.refundable_with_taxes ?? 0;
  const description = uniqueText("Approved refund");
  const id = await requestRefund(page, words, { movementId: target.id, amount: "60", description });

  // Nothing was sent yet; the customer page shows the request waiting.
  expect(await movementsDescribed(SUB, description)).toHaveLength(0);
  await expect(page.getByTestId(`request-${id}`)).toContainText(t("Approvals.state.pending"));

  const supervisor = await asSupervisor(browser, locale);
  await supervisor.page.goto(`/supervisor/approvals?customer=${SUB}`);
  const card = supervisor.page.getByTestId(`approval-${id}`);
  await expect(card).toContainText("Device returned unopened within 14 days");
  await expect(card.getByTestId(`upstream-${id}`)).toContainText(
    t("Approvals.upstream.fact.stillRefundable"),
  );
  await expect(card.getByTestId(`upstream-${id}`)).toContainText(words.money(before));
  await card.getByRole("button", { name: t("Approvals.decision.approve") }).click();
  await expect(
    supervisor.page.getByRole("status").filter({ hasText: like("Agent.notice.approved") }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await supervisor.close();

  const refunds = await movementsDescribed(SUB, description);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]?.amount.value_with_taxes).toBe(-60);
  const after = (await movementsOf(SUB)).find((m) => m.id === target.id);
  expect(after?.refundable_with_taxes).toBeCloseTo(before - 60, 8);

  await page.goto("/agent/requests");
  await expect(page.getByTestId(`request-${id}`)).toContainText(t("Approvals.state.sent"));
});

test("a rejection, with its comment, reaches the requester and nothing is sent", async ({
  page,
  browser,
  locale,
  words,
}) => {
  test.slow();
  const { t } = words;
  const target = await bigCharge();
  const description = uniqueText("Rejected refund");
  const id = await requestRefund(page, words, { movementId: target.id, amount: "55", description });

  const supervisor = await asSupervisor(browser, locale);
  await supervisor.page.goto("/supervisor/approvals");
  const card = supervisor.page.getByTestId(`approval-${id}`);
  await card.getByLabel(t("Approvals.decision.comment")).fill("No proof of return on file");
  await card.getByRole("button", { name: t("Approvals.decision.reject"), exact: true }).click();
  await expect(
    supervisor.page.getByRole("status").filter({ hasText: t("Agent.notice.rejected", { id }) }),
  ).toBeVisible();
  await supervisor.close();

  await page.goto("/agent/requests");
  const row = page.getByTestId(`request-${id}`);
  await expect(row).toContainText(t("Approvals.state.rejected"));
  await expect(row).toContainText("No proof of return on file");
  expect(await movementsDescribed(SUB, description)).toHaveLength(0);
});

test("an agent cannot reach the approval queue or the limits", async ({ page, words: { t } }) => {
  for (const path of ["/supervisor/approvals", "/supervisor/limits"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/forbidden");
  }
  await expect(page.getByRole("link", { name: t("Nav.approvals") })).toHaveCount(0);
});

test("the audit page passes its tamper check and exports a CSV with the hashes", async ({ page, words }) => {
  await page.goto("/agent/audit");
  await expect(page.getByText(words.likeCount("Audit.chain.ok"))).toBeVisible();
  const csv = await page.request.get("/api/agent/audit/export?action=approval.requested");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect((await csv.text()).split("\r\n")[0]).toContain("prev_hash,hash");
});

test.describe("limits", () => {
  test.use({ user: "supervisor" });

  test("the supervisor sees the seeded defaults; a malformed limit is refused and nothing changes", async ({
    page,
    words: { t },
  }) => {
    await page.goto("/supervisor/limits");
    const refund = page.getByLabel(t("Approvals.limit.refundMax"));
    await expect(refund).toHaveValue("50");
    await refund.fill("-5");
    await page.getByRole("button", { name: t("Approvals.limitsForm.save") }).click();
    await expect(page.getByText(t("Errors.field.amountPositive"))).toBeVisible();
    await page.reload();
    await expect(refund).toHaveValue("50");
  });
});
