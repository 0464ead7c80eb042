import { auditEntries, fillMovementForm, movementsDescribed, setFaults, uniqueText } from "./agent-helpers";
import { asSupervisor, bigCharge, requestRefund } from "./approval-helpers";
import { expect, test } from "./fixtures";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift";

test.use({ user: "agent" });
// Faults are global to the sandbox: these run one at a time, on a subscription no other agent spec writes to.
test.describe.configure({ mode: "serial" });

const SUB = "SUB-1001";
const CREATE = `^POST /billing/v1/orgs/demo/subscription/${SUB}/movement$`;

test.afterEach(async () => {
  await setFaults([]);
});

const cases = [
  // A 500 can come after the write took effect too: looked up like any 5xx (issue 10, item 12).
  { name: "500 after the write happened", rule: { status: 500 as const, afterHandler: true } },
  { name: "502 after the write happened", rule: { status: 502 as const, afterHandler: true } },
  { name: "504 after the write happened", rule: { status: 504 as const, afterHandler: true } },
  { name: "502 before the write", rule: { status: 502 as const, afterHandler: false } },
  { name: "504 before the write", rule: { status: 504 as const, afterHandler: false } },
];

for (const { name, rule } of cases) {
  test(`a creation answered ${name} leaves exactly one movement`, async ({ page, words }) => {
    const description = uniqueText(`Fault ${rule.status}`);
    await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
    await fillMovementForm(page, words, description);
    await setFaults([{ match: CREATE, ...rule, times: 1 }]);
    await page.getByRole("button", { name: words.t("AgentMovements.form.create") }).click();

    // The action looks the unique id up (and, when absent, safely sends again) before answering.
    await expect(
      page.getByRole("status").filter({ hasText: words.like("Agent.notice.created") }),
    ).toBeVisible({
      timeout: 30_000,
    });
    const found = await movementsDescribed(SUB, description);
    expect(found).toHaveLength(1);

    const [entry] = await auditEntries(page, { customer: SUB, action: "movement.create" });
    expect(entry).toMatchObject({
      outcome: "succeeded",
      targetId: found[0]?.id,
      upstreamStatus: rule.status,
    });
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the subscription page holds still while its 30 days of usage come in (${viewport.width} px)`, async ({
    page,
    sandbox,
    words: { t },
  }) => {
    await page.setViewportSize(viewport);
    await sandbox.setFaults([
      { match: `^GET /billing/v1/orgs/demo/subscription/${SUB}/consumptions/details$`, latencyMs: 2_000 },
    ]);
    await watchLayoutShifts(page);
    await page.goto(`/agent/subscriptions/${SUB}`, { waitUntil: "commit" });
    // Balances and bonuses at once; the usage tiles' placeholder until the records come.
    await expect(page.getByRole("heading", { name: t("Agent.bonuses"), exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t("Agent.loadingUsage") })).toBeVisible();
    await expect(page.getByTestId("total-cost")).toBeVisible({ timeout: 20_000 });
    // The usage card growing from a short placeholder pushed the forms below it: 0.17 to 0.37.
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });
}

test("when the operator keeps failing, the agent is told it did not answer, and resubmitting never duplicates", async ({
  page,
  words,
}) => {
  const { t, like } = words;
  const description = uniqueText("Fault persistent");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, words, description);
  const create = page.getByRole("button", { name: t("AgentMovements.form.create") });
  // The write happens, then every answer (create, lookup, retry) fails.
  await setFaults([
    { match: CREATE, status: 502, afterHandler: true, times: 1 },
    { match: `^(GET|POST) /billing/v1/orgs/demo/subscription/${SUB}/movement`, status: 502, times: 5 },
  ]);
  await create.click();
  const alert = page.getByRole("alert").filter({ hasText: like("Errors.noAnswer") });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(like("Feedback.reference"))).toBeVisible();

  await setFaults([]);
  await create.click();
  await expect(page.getByRole("status").filter({ hasText: like("Agent.notice.created") })).toBeVisible();
  expect(await movementsDescribed(SUB, description)).toHaveLength(1);

  const entries = await auditEntries(page, { customer: SUB, action: "movement.create" });
  expect(entries.slice(0, 2).map((e) => e.outcome)).toEqual(["succeeded", "uncertain"]);
});

test("while the operator's state of a request cannot be read, the supervisor cannot approve it, only reject", async ({
  page,
  browser,
  locale,
  words,
}) => {
  test.slow(); // two users and several upstream round trips
  const { t } = words;
  const target = await bigCharge();
  const id = await requestRefund(page, words, {
    movementId: target.id,
    amount: "60",
    description: uniqueText("Blind approval"),
  });
  await setFaults([
    { match: `^GET /billing/v1/orgs/demo/subscription/${SUB}/movement/${target.id}$`, status: 502 },
  ]);
  const supervisor = await asSupervisor(browser, locale);
  await supervisor.page.goto(`/supervisor/approvals?customer=${SUB}`);
  const card = supervisor.page.getByTestId(`approval-${id}`);
  await expect(card.getByText(t("Approvals.decision.upstreamUnknown"))).toBeVisible();
  await expect(card.getByRole("button", { name: t("Approvals.decision.approve") })).toBeDisabled();
  await expect(card.getByRole("button", { name: t("Approvals.decision.reject") })).toBeEnabled();

  await setFaults([]);
  await supervisor.page.reload();
  await expect(card.getByRole("button", { name: t("Approvals.decision.approve") })).toBeEnabled();
  await expect(card.getByText(t("Approvals.decision.upstreamUnknown"))).toHaveCount(0);
  // Leave the queue as it was: the request is rejected, with why.
  await card.getByLabel(t("Approvals.decision.comment")).fill("Test over: nothing to refund");
  await card.getByRole("button", { name: t("Approvals.decision.reject") }).click();
  await expect(card).toHaveCount(0);
  await supervisor.close();
});
