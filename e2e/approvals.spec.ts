import { fillMovementForm, movementsDescribed, movementsOf, uniqueText } from "./agent-helpers";
import { asSupervisor, bigCharge, requestRefund, SUB } from "./approval-helpers";
import { expect, test } from "./fixtures";

test.use({ user: "agent" });

// Issue 41 item 1: an amount with cents, typed in the page's language ("75,50" in Spanish), is sent as typed.
test("a refund with cents above the limit waits in the queue; the supervisor approves it and exactly one refund exists upstream", async ({
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
  const id = await requestRefund(page, words, { movementId: target.id, amount: "75.50", description });

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
  expect(refunds[0]?.amount.value_with_taxes).toBe(-75.5);
  const after = (await movementsOf(SUB)).find((m) => m.id === target.id);
  expect(after?.refundable_with_taxes).toBeCloseTo(before - 75.5, 8);

  await page.goto("/agent/requests");
  await expect(page.getByTestId(`request-${id}`)).toContainText(t("Approvals.state.sent"));
});

// Issue 41 item 1: a credit typed with cents in the page's language reaches the operator as typed.
test("a credit movement with cents above the limit is created as typed once a supervisor approves it", async ({
  page,
  browser,
  locale,
  words,
}) => {
  test.slow();
  const { t, like, typed } = words;
  const sub = "SUB-1004";
  const description = uniqueText("Approved credit");
  await page.goto(`/agent/subscriptions/${sub}/movements/new`);
  await page.locator("#mv-type").selectOption("ADJUSTMENT");
  await fillMovementForm(page, words, description, "-62.50");
  await expect(
    page.getByRole("textbox", { name: t("AgentMovements.amounts.withTaxes"), exact: true }),
  ).toHaveValue(typed("-75.625"));
  await page.getByRole("button", { name: t("AgentMovements.form.create") }).click();
  await page.getByLabel(t("Approvals.noteFields.reason")).fill("Outage week compensation");
  await page.getByRole("button", { name: t("AgentMovements.form.sendForApproval") }).click();
  const notice = page.getByRole("status").filter({ hasText: like("Agent.notice.approvalRequested") });
  await expect(notice).toBeVisible();
  const id = (await notice.textContent())?.match(/APR-[0-9A-Z]{12}/)?.[0] ?? "";
  expect(await movementsDescribed(sub, description)).toHaveLength(0);

  const supervisor = await asSupervisor(browser, locale);
  await supervisor.page.goto(`/supervisor/approvals?customer=${sub}`);
  const card = supervisor.page.getByTestId(`approval-${id}`);
  await card.getByRole("button", { name: t("Approvals.decision.approve") }).click();
  await expect(
    supervisor.page.getByRole("status").filter({ hasText: like("Agent.notice.approved") }),
  ).toBeVisible();
  await supervisor.close();
  const created = await movementsDescribed(sub, description);
  expect(created.map((m) => m.amount.value_with_taxes)).toEqual([-75.625]);
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
