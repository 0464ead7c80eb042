import { type Browser, expect, type Page } from "@playwright/test";
import { movementsOf, overrideSimSwapStepUp } from "./agent-helpers";
import type { Words } from "./support/i18n";
import { storageStatePath } from "./support/users";

export const SUB = "SUB-1001";

/** A device sale on SUB-1001 (alice) with more left to refund than the default refund limit (50). */
export async function bigCharge() {
  const target = (await movementsOf(SUB)).find(
    (m) =>
      m.transaction_type_id !== "" && m.operation_type === "DEBIT" && (m.refundable_with_taxes ?? 0) > 120,
  );
  expect(target, "the seed has a device sale on SUB-1001 worth more than the refund limit").toBeDefined();
  return target as NonNullable<typeof target>;
}

/** The agent asks for a refund above the limit; returns the approval request's id from the notice. */
export async function requestRefund(
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

export async function asSupervisor(browser: Browser, locale: string | undefined) {
  const context = await browser.newContext({ storageState: storageStatePath("supervisor"), locale });
  return { page: await context.newPage(), close: () => context.close() };
}
