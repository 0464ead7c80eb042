import { rectifiableInvoice } from "./agent-helpers";
import { expect, test } from "./fixtures";

// Issue 41, item 19: a refused submit marks every invalid field at once and moves focus to the first,
// from the keyboard alone (GOV.UK's error pattern). Nothing is sent, so the tests can share lines.
test.use({ user: "agent" });

test("item 19: a blank movement sent with Enter marks every missing field and focuses the first", async ({
  page,
  words: { t },
}) => {
  await page.goto("/agent/subscriptions/SUB-1004/movements/new");
  const form = page.getByRole("form", { name: t("AgentMovements.form.newLabel") });
  const withoutTaxes = form.getByRole("textbox", {
    name: t("AgentMovements.amounts.withoutTaxes"),
    exact: true,
  });
  await withoutTaxes.fill("");
  await withoutTaxes.press("Enter");
  const description = form.getByRole("textbox", { name: t("AgentMovements.form.description"), exact: true });
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(withoutTaxes).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(page.locator("body")).not.toBeFocused();
});

test("item 19: a rectification sent with no reason and no line marks both and focuses the reason", async ({
  page,
  words: { t },
}) => {
  const invoice = await rectifiableInvoice("ACC-1003");
  await page.goto(`/agent/accounts/ACC-1003/invoices/${invoice.id}`);
  await page.getByRole("link", { name: t("Rectifications.invoice.start") }).click();
  const create = page.getByRole("button", { name: t("Rectifications.form.create") });
  await create.focus();
  await create.press("Enter");
  const reason = page.getByRole("combobox", { name: t("Rectifications.form.reason"), exact: true });
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t("Rectifications.form.chooseLinesError"))).toBeVisible();
  await expect(reason).toBeFocused();
});
