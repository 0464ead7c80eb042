import { auditEntries, invoicesOf, rectifiableInvoice, type SandboxInvoice } from "./agent-helpers";
import { expect, test } from "./fixtures";

test.use({ user: "agent" });
// Both tests draft on ACC-1003's invoices; serial keeps the "existing drafts" checks deterministic.
test.describe.configure({ mode: "serial" });

const ACC = "ACC-1003";

async function startDraft(page: import("@playwright/test").Page, invoice: SandboxInvoice, amount: string) {
  await page.goto(`/agent/accounts/${ACC}/invoices/${invoice.id}`);
  await page.getByRole("link", { name: "Start a rectification" }).click();
  await page.getByLabel("Reason").selectOption("GOODWILL");
  await page.getByLabel("Comment").fill("Agreed on the phone");
  const line = invoice.lines.find((l) => (l.refundable_with_taxes ?? 0) > 2);
  await page.getByRole("checkbox").first().check();
  const input = page.locator(`#refund-${line?.movement_id ?? invoice.lines[0]?.movement_id}`);
  if (await input.count()) await input.fill(amount);
  else
    await page
      .getByRole("textbox", { name: /Amount to refund/ })
      .first()
      .fill(amount);
  await expect(page.getByTestId("totals-preview")).toContainText(`-€${amount}`);
}

test("draft, review side by side, issue (number shown), then deletion is refused", async ({ page }) => {
  test.slow(); // several pages and upstream round trips
  const invoice = await rectifiableInvoice(ACC);
  await startDraft(page, invoice, "2");
  await page.getByRole("button", { name: "Create draft" }).click();

  await expect(page.getByRole("heading", { name: /Draft rectification/ })).toBeVisible();
  await expect(page.getByText("Goodwill gesture (GOODWILL)")).toBeVisible();
  await expect(page.getByTestId("refunds-table")).toContainText("€2.00");
  await expect(page.getByTestId("side-by-side")).toContainText("-€2.00");
  await expect(page.getByTitle("Rectification document")).toBeVisible();
  const rectificationId = page.url().split("/").pop()?.split("?")[0] ?? "";

  // The document preview is served by the portal, not fetched by the browser from the operator.
  const pdf = await page.request.get(
    `/api/agent/accounts/${ACC}/invoices/${invoice.id}/rectifications/${rectificationId}/document`,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  await page.getByRole("button", { name: "Issue rectification" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Issue" }).click();
  // The "Issued as …" confirmation gives way to the read-only page once it refreshes: read the number
  // from the page's heading, which stays.
  const heading = page.getByRole("heading", { name: /^Rectification R\d{4}-\d+/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.match(/R\d{4}-\d+/)?.[0] ?? "no number";
  await expect(page.getByText(`This rectification was issued as ${number}.`)).toBeVisible();
  await expect(page.getByText("Issued rectifications cannot be changed or deleted")).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Deletion refused" })).toContainText("read-only");

  const entries = await auditEntries(page, { customer: ACC });
  const mine = entries.filter((e) => e.targetId === rectificationId);
  expect(mine.map((e) => `${e.action}:${e.outcome}`)).toEqual([
    "rectification.delete:failed",
    "rectification.issue:succeeded",
    "rectification.create:succeeded",
  ]);
});

test("a second draft of the same invoice needs confirmation; a draft can be deleted", async ({ page }) => {
  test.slow(); // several pages and upstream round trips
  // Leaving the half-filled second form: accept the browser's "unsaved changes" prompt.
  page.on("dialog", (d) => d.accept());
  const invoice = await rectifiableInvoice(ACC);
  await startDraft(page, invoice, "1");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: /Draft rectification/ })).toBeVisible();
  const firstDraft = page.url().split("/").pop()?.split("?")[0] ?? "";

  // The invoice now lists the draft, and starting another asks first.
  await startDraft(page, invoice, "1");
  await expect(page.getByText("Existing drafts of this invoice")).toBeVisible();
  await page.getByRole("button", { name: "Create draft" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("already has a draft rectification");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/agent/accounts/${ACC}/invoices/${invoice.id}/rectifications/${firstDraft}`);
  await page.getByRole("button", { name: "Delete draft" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete draft" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Draft rectification ${firstDraft} was deleted` }),
  ).toBeVisible();
  const left = (await invoicesOf(ACC)).filter((i) => i.id === firstDraft);
  expect(left).toHaveLength(0);

  const [entry] = await auditEntries(page, { customer: ACC, action: "rectification.delete" });
  expect(entry).toMatchObject({ outcome: "succeeded", targetId: firstDraft });
});
