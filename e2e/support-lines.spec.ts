import { expect, test } from "./fixtures";

// Read-only on the sandbox; the recent list is the support user's own, shared by the two languages'
// runs, so it is checked for what this test opened, not for its order.
test.use({ user: "support" });

test("a line opens by its subscription id, refuses a malformed one, and is remembered", async ({
  page,
  words: { t },
}) => {
  await page.goto("/support");
  await page
    .getByRole("navigation")
    .first()
    .getByRole("link", { name: t("Nav.lines"), exact: true })
    .click();
  await expect(page).toHaveURL("/support/lines");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("Lines.title"));

  const field = page.getByLabel(t("Lines.lookup.label"));
  await field.fill("SUB 1004");
  await page.getByRole("button", { name: t("Lines.lookup.submit") }).click();
  await expect(page.getByText(t("Lines.invalid"))).toBeVisible();
  await expect(field).toHaveValue("SUB 1004");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("SUB-1004");
  await field.press("Enter");
  await expect(page).toHaveURL("/support/lines/SUB-1004");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("Tickets.line.title", { number: "+34 600 10 00 04" }),
  );
  // The title names the number; the diagnostics below do not say it again.
  await expect(page.getByText(t("Network.diagnostics.descriptionNow"))).toBeVisible();
  await expect(page.getByText("+34 600 10 00 04")).toHaveCount(1);

  await page.getByRole("link", { name: t("Tickets.line.backToLines") }).click();
  await expect(page).toHaveURL("/support/lines");
  const recent = page.getByRole("list", { name: t("Lines.recent.label") });
  const line = recent.getByRole("link").filter({ hasText: "SUB-1004" });
  await expect(line).toContainText("+34 600 10 00 04");
  await line.click();
  await expect(page).toHaveURL("/support/lines/SUB-1004");
});

test("an unknown line says so on its page, and is not remembered", async ({ page, words: { t } }) => {
  await page.goto("/support/lines?sub=SUB-9999");
  await expect(page).toHaveURL("/support/lines/SUB-9999");
  // A typo is said plainly, with the way back, and offers nothing to do on a line that is not there.
  const notFound = page
    .getByRole("alert")
    .filter({ hasText: t("Tickets.line.notFound", { id: "SUB-9999" }) });
  await expect(notFound).toBeVisible();
  await expect(page.getByRole("button", { name: t("Network.verify.submit") })).toHaveCount(0);
  await notFound.getByRole("link").click();
  await expect(page).toHaveURL("/support/lines");
  await expect(page.getByRole("heading", { name: t("Lines.recentHeading") })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("link").filter({ hasText: "SUB-9999" })).toHaveCount(0);
});
