import type { Page } from "@playwright/test";
import { auditEntries, invoicesOf, rectifiableInvoice, type SandboxInvoice } from "./agent-helpers";
import { expect, test } from "./fixtures";
import type { Words } from "./support/i18n";

test.use({ user: "agent" });
// Both tests draft on ACC-1003's invoices; serial keeps the "existing drafts" checks deterministic.
test.describe.configure({ mode: "serial" });

const ACC = "ACC-1003";

async function startDraft(
  page: Page,
  { t, like, typed, money }: Words,
  invoice: SandboxInvoice,
  amount: string,
) {
  await page.goto(`/agent/accounts/${ACC}/invoices/${invoice.id}`);
  await page.getByRole("link", { name: t("Rectifications.invoice.start") }).click();
  await page
    .getByRole("combobox", { name: t("Rectifications.form.reason"), exact: true })
    .selectOption("GOODWILL");
  await page
    .getByRole("textbox", { name: t("Rectifications.form.comment"), exact: true })
    .fill("Agreed on the phone");
  const line = invoice.lines.find((l) => (l.refundable_with_taxes ?? 0) > 2);
  await page.getByRole("checkbox").first().check();
  const input = page.locator(`#refund-${line?.movement_id ?? invoice.lines[0]?.movement_id}`);
  if (await input.count()) await input.fill(typed(amount));
  else
    await page
      .getByRole("textbox", { name: like("Rectifications.picker.amountFor") })
      .first()
      .fill(typed(amount));
  await expect(page.getByTestId("totals-preview")).toContainText(money(`-${amount}`));
}

test("draft, review side by side, issue (number shown), then deletion is refused", async ({
  page,
  words,
}) => {
  test.slow(); // several pages and upstream round trips
  const { t, like, money } = words;
  const invoice = await rectifiableInvoice(ACC);
  await startDraft(page, words, invoice, "2");
  await page.getByRole("button", { name: t("Rectifications.form.create") }).click();

  await expect(page.getByRole("heading", { name: t("Rectifications.review.draftTitle") })).toBeVisible();
  await expect(page.getByText(`${t("Rectifications.reasons.GOODWILL")} (GOODWILL)`)).toBeVisible();
  await expect(page.getByTestId("refunds-table")).toContainText(money("2"));
  await expect(page.getByTestId("side-by-side")).toContainText(money("-2"));
  await expect(page.getByTitle(t("Rectifications.review.documentTitle"))).toBeVisible();
  const rectificationId = page.url().split("/").pop()?.split("?")[0] ?? "";

  // The document preview is served by the portal, not fetched by the browser from the operator.
  const pdf = await page.request.get(
    `/api/agent/accounts/${ACC}/invoices/${invoice.id}/rectifications/${rectificationId}/document`,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  await page.getByRole("button", { name: t("Rectifications.actions.issue") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("Rectifications.actions.issueConfirm"), exact: true })
    .click();
  // The "Issued as …" confirmation gives way to the read-only page once it refreshes: read the number
  // from the page's heading, which stays.
  const heading = page.getByRole("heading", { name: like("Rectifications.review.issuedTitle") });
  await expect(heading).toContainText(/R\d{4}-\d+/);
  const number = (await heading.textContent())?.match(/R\d{4}-\d+/)?.[0] ?? "no number";
  await expect(page.getByText(t("Rectifications.review.readOnlyBody", { number }))).toBeVisible();

  // An issued rectification offers nothing that would be refused: no Issue, no Delete.
  for (const action of ["issue", "deleteDraft"] as const)
    await expect(page.getByRole("button", { name: t(`Rectifications.actions.${action}`) })).toHaveCount(0);

  const entries = await auditEntries(page, { customer: ACC });
  const mine = entries.filter((e) => e.targetId === rectificationId);
  expect(mine.map((e) => `${e.action}:${e.outcome}`)).toEqual([
    "rectification.issue:succeeded",
    "rectification.create:succeeded",
  ]);
});

test("a second draft of the same invoice needs confirmation; a draft can be deleted", async ({
  page,
  words,
}) => {
  test.slow(); // several pages and upstream round trips
  const { t } = words;
  // Leaving the half-filled second form: accept the browser's "unsaved changes" prompt.
  page.on("dialog", (d) => d.accept());
  const invoice = await rectifiableInvoice(ACC);
  await startDraft(page, words, invoice, "1");
  const create = page.getByRole("button", { name: t("Rectifications.form.create") });
  await create.click();
  await expect(page.getByRole("heading", { name: t("Rectifications.review.draftTitle") })).toBeVisible();
  const firstDraft = page.url().split("/").pop()?.split("?")[0] ?? "";

  // The invoice now lists the draft, and starting another asks first.
  await startDraft(page, words, invoice, "1");
  await expect(page.getByText(t("Rectifications.new.draftsTitle"))).toBeVisible();
  await create.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t("Rectifications.form.anotherTitle"));
  await dialog.getByRole("button", { name: t("Controls.cancel") }).click();

  await page.goto(`/agent/accounts/${ACC}/invoices/${invoice.id}/rectifications/${firstDraft}`);
  await page.getByRole("button", { name: t("Rectifications.actions.deleteDraft") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("Rectifications.actions.deleteDraft") })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: t("Agent.notice.draftDeleted", { id: firstDraft }) }),
  ).toBeVisible();
  const left = (await invoicesOf(ACC)).filter((i) => i.id === firstDraft);
  expect(left).toHaveLength(0);

  const [entry] = await auditEntries(page, { customer: ACC, action: "rectification.delete" });
  expect(entry).toMatchObject({ outcome: "succeeded", targetId: firstDraft });
});

test("an empty draft is refused on its fields, and each refusal goes once its field is given", async ({
  page,
  words: { t },
}) => {
  const invoice = await rectifiableInvoice(ACC);
  await page.goto(`/agent/accounts/${ACC}/invoices/${invoice.id}`);
  await page.getByRole("link", { name: t("Rectifications.invoice.start") }).click();
  await page.getByRole("button", { name: t("Rectifications.form.create") }).click();
  const noReason = page.getByText(t("Rectifications.form.chooseReasonError"));
  const noLines = page.getByText(t("Rectifications.form.chooseLinesError"));
  await expect(noReason).toBeVisible();
  await expect(noLines).toBeVisible();
  await expect(page).toHaveURL(/\/rectifications\/new/);

  await page
    .getByRole("combobox", { name: t("Rectifications.form.reason"), exact: true })
    .selectOption("GOODWILL");
  await expect(noReason).toHaveCount(0);
  await expect(noLines).toBeVisible();
  await page.getByRole("checkbox").first().check();
  await expect(noLines).toHaveCount(0);
});
