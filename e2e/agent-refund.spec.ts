import { auditEntries, movementsOf } from "./agent-helpers";
import { expect, test } from "./fixtures";

test.use({ user: "agent" });

const SUB = "SUB-1004";

test("refund part of a non-subscribable product charge, capped at what is left", async ({ page }) => {
  test.slow(); // several pages and upstream round trips
  const target = (await movementsOf(SUB)).find(
    (m) => m.transaction_type_id !== "" && m.operation_type === "DEBIT" && (m.refundable_with_taxes ?? 0) > 1,
  );
  expect(target, "the seed has a refundable device sale on SUB-1004").toBeDefined();
  const before = target?.refundable_with_taxes ?? 0;

  await page.goto(`/agent/subscriptions/${SUB}`);
  await page
    .getByTestId(`movement-${target?.id}`)
    .getByRole("link", { name: /^Refund/ })
    .click();
  await expect(page.getByRole("heading", { name: "Refund a non-subscribable product" })).toBeVisible();

  // Over the cap: refused on the form, nothing sent.
  await page.getByLabel("Amount to refund, with taxes").fill(String(before + 1));
  await expect(page.getByText(/can still be refunded\./).first()).toBeVisible();
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(page).toHaveURL(/\/refund$/);

  await page.getByLabel("Amount to refund, with taxes").fill("1.21");
  await expect(page.getByTestId("refund-preview")).toContainText("Without taxes 1 + tax 0.21 = 1.21");
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The refund was made" })).toBeVisible();

  const after = (await movementsOf(SUB)).find((m) => m.id === target?.id);
  expect(after?.refundable_with_taxes).toBeCloseTo(before - 1.21, 8);
  const [entry] = await auditEntries(page, { customer: SUB, action: "refund.create" });
  expect(entry).toMatchObject({ outcome: "succeeded", upstreamStatus: 201 });
});
