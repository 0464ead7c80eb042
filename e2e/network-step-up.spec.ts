import type { Page } from "@playwright/test";
import { auditEntries, movementsOf, rectifiableInvoice } from "./agent-helpers";
import { expect, test } from "./fixtures";
import { network } from "./network-helpers";
import { ANY, type Words } from "./support/i18n";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift";

test.use({ user: "agent" });
// The sandbox's network state and fault rules are shared: one test after another.
test.describe.configure({ mode: "serial" });

/** Carol's mobile: its SIM never moved until a test moves it (each run moves it after its own overrides). */
const SUB = "SUB-1004";
const MSISDN = "+34600100004";
test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
  await network.reset();
});

/** A message saying when the SIM moved (the date as the network tells it), as a pattern. */
const movedOnWords = ({ like, t }: Words, key: "moved" | "refundHeld" | "swappedBody") => {
  const when = { known: "yes", date: ANY, hours: 240, days: 10 };
  return key === "moved"
    ? like("Network.swap.moved", when)
    : like(`Network.swap.${key}`, { moved: t("Network.swap.moved", when) });
};

async function openRefund(page: Page, { t, typed }: Words) {
  const target = (await movementsOf(SUB)).find(
    (m) => m.transaction_type_id !== "" && m.operation_type === "DEBIT" && (m.refundable_with_taxes ?? 0) > 1,
  );
  expect(target, "the seed has a refundable device sale on SUB-1004").toBeDefined();
  // A refused refund leaves its draft in the tab; restored after hydration, it would race the typing below.
  await page.evaluate(() => window.sessionStorage.clear()).catch(() => {});
  await page.goto(`/agent/subscriptions/${SUB}/movements/${target?.id}/refund`);
  await page.getByLabel(t("AgentMovements.refundForm.amount")).fill(typed("1.21"));
  return target?.refundable_with_taxes ?? 0;
}

const networkAudit = async (page: Page, action: string) =>
  (await auditEntries(page, { customer: SUB })).filter((entry) => entry.action === action);

async function recordOverride(page: Page, { t }: Words) {
  await page.getByLabel(t("Network.override.reason")).fill("Customer is in the shop with their ID card");
  await page.getByRole("button", { name: t("Network.override.submit") }).click();
  await expect(page.getByText(t("Network.override.done"))).toBeVisible();
}

test("a failed SIM-swap check blocks the refund, audited, and says so", async ({ page, sandbox, words }) => {
  const { t, like } = words;
  // A fresh move: an override of the English run on this line, older than it, must not clear the failure.
  await network.simSwapNow(MSISDN);
  await sandbox.setFaults([{ match: "^POST /gateway/v0/orgs/demo/device-swap/check$", status: 500 }]);
  const before = await openRefund(page, words);
  // Said before anything is sent, with the way to the subscription's page.
  const notice = page.getByRole("alert").filter({ hasText: t("Network.swap.failed") });
  await expect(notice).toContainText(
    t.markup("Network.swap.refundHeldFailed", { message: "", link: (chunks) => chunks }).trim(),
  );
  await page.getByRole("button", { name: t("AgentMovements.refundForm.submit"), exact: true }).click();
  await expect(page.getByText(like("Errors.action.simSwapCheckFailed"))).toBeVisible();
  expect((await movementsOf(SUB)).find((m) => m.refundable_with_taxes === before)).toBeDefined();
  expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({
    outcome: "failed",
    errorCode: "injectedFault", // the sandbox fault body; the audit keeps the upstream code
  });

  await page.goto(`/agent/subscriptions/${SUB}`);
  await expect(page.getByText(t("Network.swap.failed"))).toBeVisible();
});

test("a fresh SIM swap blocks a refund until the agent records an override", async ({ page, words }) => {
  test.slow();
  const { t, like, language } = words;
  await network.simSwapNow(MSISDN);

  const before = await openRefund(page, words);
  // The refund page says it before the agent sends anything.
  const held = page.getByRole("alert").filter({ hasText: t("Network.swap.swapped") });
  // With when it moved, as the network tells it.
  await expect(held).toContainText(movedOnWords(words, "refundHeld"));
  await expect(held.getByRole("link")).toHaveAttribute("href", `/agent/subscriptions/${SUB}`);
  const refund = page.getByRole("button", { name: t("AgentMovements.refundForm.submit"), exact: true });
  await refund.click();
  await expect(page.getByText(like("Errors.action.simSwapStepUp", { hours: 240, days: 10 }))).toBeVisible();
  expect((await movementsOf(SUB)).find((m) => m.refundable_with_taxes === before)).toBeDefined();
  expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({
    outcome: "failed",
    errorCode: "simSwapStepUp",
  });

  // The subscription page says why, with when, and takes the override.
  await page.goto(`/agent/subscriptions/${SUB}`);
  await expect(page.getByRole("alert").filter({ hasText: t("Network.swap.swapped") })).toContainText(
    movedOnWords(words, "swappedBody"),
  );
  // The verification, further down the page, is one click away from the words that name it.
  await page.getByRole("alert").getByRole("link").click();
  await expect(page.getByRole("heading", { name: t("Network.verify.title") })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/screens/network-step-up-desktop-${language}.png`,
    fullPage: true,
  });
  // The form sits in the warning's frame, not in what a screen reader announces.
  await expect(page.getByRole("alert").getByLabel(t("Network.override.reason"))).toHaveCount(0);
  await page.getByLabel(t("Network.override.reason")).fill("ok");
  await page.getByRole("button", { name: t("Network.override.submit") }).click();
  await expect(page.getByText(t("Errors.field.overrideReasonShort"))).toBeVisible();
  await recordOverride(page, words);
  // At once, the page no longer says refunds wait: it says until when the override opens them.
  const open = page.getByRole("status").filter({ hasText: t("Network.swap.swapped") });
  const untilWhen = like("Network.swap.clearedBody", { by: "override", until: ANY });
  await expect(open).toContainText(untilWhen);
  // Opened, it still says when the SIM moved.
  await expect(open).toContainText(movedOnWords(words, "moved"));
  // What keeps the line open after that, the verification, is still one click away.
  await expect(open.getByRole("link")).toHaveAttribute("href", "#verify-caller");
  await page.screenshot({
    path: `test-results/screens/network-step-up-open-desktop-${language}.png`,
    fullPage: true,
  });
  // Close at hand, said by the day's name ("until today at 05:47"; tomorrow, just before midnight).
  const near = ["today", "tomorrow"].map(
    (day) => like("Common.nearMoment", { day, clock: ANY, date: "" }, "\\d{2}:\\d{2}").source,
  );
  await expect(open).toContainText(new RegExp(near.join("|")));
  await expect(page.getByRole("alert").filter({ hasText: t("Network.swap.swapped") })).toHaveCount(0);
  // The same after a reload; a new override, folded away, extends it before it lapses.
  await page.reload();
  await expect(open).toContainText(untilWhen);
  await expect(page.getByText(t("Network.override.done"))).toHaveCount(0);
  const reason = page.getByLabel(t("Network.override.reason"));
  await expect(reason).toBeHidden();
  await page.getByText(t("Network.override.extend"), { exact: true }).click();
  await recordOverride(page, words);
  // Recorded: folded away again, ready for the next extension with nothing typed.
  await expect(reason).toBeHidden();
  await expect(open).toContainText(untilWhen);
  await page.getByText(t("Network.override.extend"), { exact: true }).click();
  await expect(reason).toHaveValue("");

  await openRefund(page, words);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(held).toHaveCount(0);
  // Until when, and where to extend it.
  await expect(open).toContainText(like("Network.swap.refundCleared", { by: "override", until: ANY }));
  await expect(open.getByRole("link")).toHaveAttribute("href", `/agent/subscriptions/${SUB}`);
  await refund.click();
  await expect(page.getByRole("status").filter({ hasText: like("Agent.notice.refunded") })).toBeVisible();
  expect((await networkAudit(page, "network.stepUpOverride"))[0]).toMatchObject({
    outcome: "succeeded",
  });
  expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({ outcome: "succeeded" });
});

test("the SIM warning is part of the page when it first shows: nothing below it jumps", async ({
  page,
  words: { t },
}) => {
  await network.simSwapNow(MSISDN);
  await watchLayoutShifts(page);
  await page.goto(`/agent/subscriptions/${SUB}`);
  await expect(page.getByRole("alert").filter({ hasText: t("Network.swap.swapped") })).toBeVisible();
  // Everything that streams in: the usage tiles and the movements.
  await expect(page.getByTestId("total-cost")).toBeVisible();
  await expect(
    page.getByRole("table", { name: t("AgentMovements.table.caption", { id: SUB }) }),
  ).toBeVisible();
  // The warning arriving after the page made it jump 0.24 to 0.37.
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test("a slow SIM-swap check does not hold the page: its warning comes in when the network answers", async ({
  page,
  sandbox,
  words: { t },
}) => {
  await network.simSwapNow(MSISDN);
  await sandbox.setFaults([{ match: "^POST /gateway/v0/orgs/demo/device-swap/check$", latencyMs: 5_000 }]);
  await page.goto(`/agent/subscriptions/${SUB}`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: t("Network.verify.title") })).toBeVisible();
  const warning = page.getByRole("alert").filter({ hasText: t("Network.swap.swapped") });
  await expect(warning).toHaveCount(0);
  await expect(warning).toBeVisible({ timeout: 20_000 });
});

test("verify the caller: per-field results, nothing typed kept", async ({ page, words: { t, language } }) => {
  await page.goto("/agent/subscriptions/SUB-1001");
  const check = page.getByRole("button", { name: t("Network.verify.submit"), exact: true });
  const form = page.locator("form").filter({ has: check });
  // Before anything is typed, the form says what verifies a caller (item 11 of issue 41).
  await expect(form.getByText(t("Network.verify.requirement"))).toBeVisible();
  await form.getByLabel(t("Network.verify.fields.name")).fill("Alice Martin");
  await form.getByLabel(t("Network.verify.fields.email")).fill("someone@example.com");
  // Typed day first, as every date of the portal; the operator holds 1985-04-12.
  await form.getByLabel(t("Network.verify.fields.birthdate")).fill("12/04/1985");
  await form.getByLabel(t("Network.verify.age")).fill("18");
  await check.click();
  await expect(page.getByText(t("Network.verify.notVerified"))).toBeVisible();
  await expect(page.getByText(t("Network.verify.shortfall.mismatch"))).toBeVisible();
  const results = page.getByRole("list").filter({ hasText: t("Network.verify.fields.name") });
  const result = (field: string) => results.getByRole("listitem").filter({ hasText: field });
  await expect(result(t("Network.verify.fields.name"))).toContainText(t("Network.verify.match"));
  await expect(result(t("Network.verify.fields.email"))).toContainText(t("Network.verify.noMatch"));
  await expect(result(t("Network.verify.fields.birthdate"))).toContainText(t("Network.verify.match"));
  await expect(result(t("Network.verify.age"))).toContainText(
    t("Network.verify.ageAtLeast", { threshold: 18 }),
  );
  const [entry] = (await auditEntries(page, { customer: "SUB-1001" })).filter(
    (e) => e.action === "network.verifyCaller",
  );
  expect(JSON.stringify(entry)).not.toContain("someone@example.com");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: `test-results/screens/network-verify-phone-${language}.png`,
    fullPage: true,
  });
});

test.describe("as another agent (an override is per agent and line, and the refund test above made one)", () => {
  test.use({ user: "supervisor" });

  test("a fresh SIM swap blocks issuing a rectification for that line until an override", async ({
    page,
    words,
  }) => {
    test.slow();
    const { t, like } = words;
    const invoice = await rectifiableInvoice("ACC-1003", SUB);
    await page.goto(`/agent/accounts/ACC-1003/invoices/${invoice.id}`);
    await page.getByRole("link", { name: t("Rectifications.invoice.start") }).click();
    await page.getByLabel(t("Rectifications.form.reason")).selectOption("GOODWILL");
    await page.getByRole("checkbox").first().check();
    await page
      .getByRole("textbox", { name: like("Rectifications.picker.amountFor") })
      .first()
      .fill("1");
    await page.getByRole("button", { name: t("Rectifications.form.create") }).click();
    const draft = page.getByRole("heading", { name: t("Rectifications.review.draftTitle") });
    await expect(draft).toBeVisible();
    const draftPage = page.url();
    const issue = async () => {
      await page.getByRole("button", { name: t("Rectifications.actions.issue") }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: t("Rectifications.actions.issueConfirm"), exact: true })
        .click();
    };

    // Moved after this agent's override of the English run: that override no longer counts.
    await network.simSwapNow(MSISDN);
    await issue();
    await expect(page.getByText(like("Errors.action.simSwapStepUp", { hours: 240, days: 10 }))).toBeVisible();
    await expect(draft).toBeVisible();
    expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({
      outcome: "failed",
      errorCode: "simSwapStepUp",
    });

    await page.goto(`/agent/subscriptions/${SUB}`);
    await recordOverride(page, words);

    await page.goto(draftPage);
    await issue();
    await expect(
      page.getByRole("heading", { name: like("Rectifications.review.issuedTitle", { number: ANY }) }),
    ).toBeVisible();
    expect((await networkAudit(page, "network.stepUp"))[0]).toMatchObject({ outcome: "succeeded" });
  });
});
