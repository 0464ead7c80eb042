import { auditEntries, movementsOf } from "./agent-helpers";
import { expect, test } from "./fixtures";
import { ANY } from "./support/i18n";

test.use({ user: "agent" });

const SUB = "SUB-1004";

test("refund part of a non-subscribable product charge, capped at what is left", async ({
  page,
  words: { t, like, exact, typed, money },
}) => {
  test.slow(); // several pages and upstream round trips
  const target = (await movementsOf(SUB)).find(
    (m) => m.transaction_type_id !== "" && m.operation_type === "DEBIT" && (m.refundable_with_taxes ?? 0) > 1,
  );
  expect(target, "the seed has a refundable device sale on SUB-1004").toBeDefined();
  const before = target?.refundable_with_taxes ?? 0;

  await page.goto(`/agent/subscriptions/${SUB}`);
  await page
    .getByTestId(`movement-${target?.id}`)
    .getByRole("link", { name: t("AgentMovements.refundAction") })
    .click();
  await expect(
    page.getByRole("heading", { name: t("AgentMovements.refundPage.title.refundable") }),
  ).toBeVisible();
  // What is being refunded, by its name (the back link gives its id).
  await expect(
    page.getByText(
      t("AgentMovements.refundPage.descriptionOf", {
        description: target?.description ?? "",
        subscriptionId: SUB,
      }),
    ),
  ).toBeVisible();
  // The org's approval limit is said before the agent types, not only after a submit above it; only
  // where it can apply (a refund capped below the limit never waits for a supervisor).
  await expect(
    page.getByText(
      like("AgentMovements.refundForm.approvalAboveToday", { limit: money("50"), amount: ANY, used: ANY }),
    ),
  ).toHaveCount(before > 50 ? 1 : 0);

  // Over the cap: refused on the form, nothing sent.
  const amountField = page.getByLabel(t("AgentMovements.refundForm.amount"));
  await amountField.fill(typed(String(before + 1)));
  await expect(
    page.getByText(t("Errors.field.refundAboveCap", { cap: exact(String(before)) })),
  ).toBeVisible();
  await page.getByRole("button", { name: t("AgentMovements.refundForm.submit") }).click();
  await expect(page).toHaveURL(/\/refund$/);

  // Text that is no amount is said once, as the field's error (not again in the hint).
  await amountField.fill("abc");
  await expect(page.getByText(like("Errors.field.amountNotNumber"))).toHaveCount(1);

  await amountField.fill(typed("1.21"));
  await expect(page.getByTestId("refund-preview")).toHaveText(
    t("AgentMovements.refundForm.preview", {
      withoutTaxes: money("1"),
      tax: money("0.21"),
      withTaxes: money("1.21"),
    }),
  );
  await page.getByRole("button", { name: t("AgentMovements.refundForm.submit") }).click();
  await expect(page.getByRole("status").filter({ hasText: like("Agent.notice.refunded") })).toBeVisible();

  const after = (await movementsOf(SUB)).find((m) => m.id === target?.id);
  expect(after?.refundable_with_taxes).toBeCloseTo(before - 1.21, 8);
  const [entry] = await auditEntries(page, { customer: SUB, action: "refund.create" });
  expect(entry).toMatchObject({ outcome: "succeeded", upstreamStatus: 201 });
});
