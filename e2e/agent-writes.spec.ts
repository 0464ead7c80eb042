import type { Page } from "@playwright/test";
import { auditEntries, fillMovementForm, movementsDescribed, uniqueText } from "./agent-helpers";
import { expect, test } from "./fixtures";
import type { Words } from "./support/i18n";

test.use({ user: "agent" });

// SUB-1003: no other agent spec writes to it.
const SUB = "SUB-1003";

async function createMovement(page: Page, words: Words, description: string) {
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, words, description);
  await page.getByRole("button", { name: words.t("AgentMovements.form.create") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: words.like("Agent.notice.created") }),
  ).toBeVisible();
  const [created] = await movementsDescribed(SUB, description);
  return created?.id ?? "";
}

test("two tabs editing one movement: the second save is refused and shows both versions", async ({
  page,
  context,
  words,
}) => {
  test.slow();
  const { t, typed, money } = words;
  const description = uniqueText("Two tabs");
  const id = await createMovement(page, words, description);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/agent/subscriptions/${SUB}/movements/${id}`);
    await expect(
      tab.getByRole("heading", { name: t("AgentMovements.movementPage.editTitle") }),
    ).toBeVisible();
  }

  await page
    .getByRole("textbox", { name: t("AgentMovements.amounts.withTaxes"), exact: true })
    .fill(typed("24.2"));
  await page.getByRole("button", { name: t("AgentMovements.form.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("Agent.notice.updated", { id }) })).toBeVisible();

  await other
    .getByRole("textbox", { name: t("AgentMovements.form.description"), exact: true })
    .fill(`${description} (second tab)`);
  await other.getByRole("button", { name: t("AgentMovements.form.save") }).click();
  await expect(
    other.getByRole("alert").filter({ hasText: t("Errors.action.movementChanged") }),
  ).toBeVisible();
  const versions = other.getByRole("table", { name: t("AgentMovements.conflict.caption") });
  const amountRow = versions.getByRole("row", { name: t("AgentMovements.conflict.fields.value_with_taxes") });
  await expect(amountRow).toContainText(money("12.1"));
  await expect(amountRow).toContainText(money("24.2"));

  // The first tab's amount stands; the second tab's description was not written.
  const [stored] = await movementsDescribed(SUB, description);
  expect(stored?.amount.value_with_taxes).toBe(24.2);
});

test("a description longer than the operator keeps is refused with a counter, not cut", async ({
  page,
  words,
}) => {
  const { t } = words;
  const description = uniqueText("Long").padEnd(300, "x");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, words, description);
  await expect(
    page.getByText(t("AgentMovements.form.descriptionCount", { length: 300, max: 255 })),
  ).toBeVisible();
  await page.getByRole("button", { name: t("AgentMovements.form.create") }).click();
  await expect(page.getByText(t("Errors.field.descriptionTooLong", { max: 255 }))).toBeVisible();
  expect(await movementsDescribed(SUB, description.slice(0, 255))).toHaveLength(0);
});

test("an amount is read the way the agent's language writes it, and echoed before sending", async ({
  page,
  words,
}) => {
  const { t, like, exact, language } = words;
  // "1.500" is one thousand five hundred in Spanish and one and a half in English.
  const meant = language === "es" ? "1500" : "1.5";
  const description = uniqueText("Separators");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await expect(
    page.getByRole("heading", { level: 1, name: t("AgentMovements.newPage.title") }),
  ).toBeVisible();
  await fillMovementForm(page, words, description, "");
  await page
    .getByRole("textbox", { name: t("AgentMovements.amounts.withoutTaxes"), exact: true })
    .fill("1.500");
  await expect(page.getByText(t("AgentMovements.echo.readsAs", { amount: exact(meant) }))).toBeVisible();
  await page.getByRole("button", { name: t("AgentMovements.form.create") }).click();
  await expect(page.getByRole("status").filter({ hasText: like("Agent.notice.created") })).toBeVisible();
  const [created] = await movementsDescribed(SUB, description);
  expect(created?.amount.value_without_taxes).toBe(Number(meant));
  const [entry] = await auditEntries(page, { customer: SUB, action: "movement.create" });
  expect(entry).toMatchObject({ outcome: "succeeded", targetId: created?.id });
});
