import {
  auditEntries,
  fillMovementForm,
  movementStatus,
  movementsDescribed,
  movementsOf,
  uniqueText,
} from "./agent-helpers";
import { expect, test } from "./fixtures";

test.use({ user: "agent" });

const SUB = "SUB-1004";

test("create, edit and delete a pending movement, each audited", async ({ page }) => {
  test.slow(); // several pages and upstream round trips
  const description = uniqueText("Router fee");
  await page.goto(`/agent/subscriptions/${SUB}`);
  await page.getByRole("link", { name: "New movement" }).click();
  await fillMovementForm(page, description);
  // Typing the amount without taxes computes the amount with taxes (10 + 21%).
  await expect(page.getByLabel("With taxes")).toHaveValue("12.1");
  await page.getByRole("button", { name: "Create movement" }).click();

  await expect(page.getByRole("status").filter({ hasText: /Movement .+ was created/ })).toBeVisible();
  const [created] = await movementsDescribed(SUB, description);
  expect(created?.amount.value_with_taxes).toBe(12.1);
  const id = created?.id ?? "";

  await page.getByRole("link", { name: description, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit movement" })).toBeVisible();
  const edited = `${description} (edited)`;
  await page.getByLabel("Description").fill(edited);
  await page.getByLabel("With taxes").fill("24.2");
  await expect(page.getByLabel("Without taxes")).toHaveValue("20");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Movement ${id} was updated` })).toBeVisible();
  const [after] = await movementsDescribed(SUB, edited);
  expect(after?.amount.value_without_taxes).toBe(20);

  await page.getByRole("link", { name: edited, exact: true }).click();
  await page.getByRole("button", { name: "Delete movement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Movement ${id} was deleted` })).toBeVisible();
  expect(await movementStatus(SUB, id)).toBe(404);

  const audit = await auditEntries(page, { customer: SUB });
  for (const action of ["movement.create", "movement.update", "movement.delete"])
    expect(audit.find((e) => e.action === action && e.targetId === id)).toMatchObject({
      outcome: "succeeded",
      actorId: expect.any(String),
    });
});

test("an invoiced movement says why it cannot be changed", async ({ page }) => {
  const invoiced = (await movementsOf(SUB)).find((m) => m.invoice_id !== "");
  expect(invoiced).toBeDefined();
  await page.goto(`/agent/subscriptions/${SUB}/movements/${invoiced?.id}`);
  await expect(page.getByText("This movement cannot be changed or deleted")).toBeVisible();
  await expect(page.getByText(`Invoiced on ${invoiced?.invoice_id}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete movement" })).toHaveCount(0);
});

test("amounts with more than 8 decimals or inconsistent taxes are refused on the form", async ({ page }) => {
  const description = uniqueText("Too precise");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, description, "1.123456789");
  await page.getByRole("button", { name: "Create movement" }).click();
  await expect(page.getByText("Use at most 8 decimal places.").first()).toBeVisible();
  await page.getByLabel("Without taxes").fill("");
  await page.getByLabel("Description").fill("");
  await page.getByRole("button", { name: "Create movement" }).click();
  await expect(page.getByText("A description is required.")).toBeVisible();
  expect(await movementsDescribed(SUB, description)).toHaveLength(0);
});

test("a double-submitted creation makes exactly one movement", async ({ page }) => {
  const description = uniqueText("Double click");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, description);
  // Two submits in the same tick, before React can disable the button.
  await page.getByRole("form", { name: "New movement" }).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByRole("status").filter({ hasText: /was created/ })).toBeVisible();
  await expect.poll(async () => (await movementsDescribed(SUB, description)).length).toBe(1);
});

test("a double click on Create makes exactly one movement", async ({ page }) => {
  const description = uniqueText("Double click button");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, description);
  await page.getByRole("button", { name: "Create movement" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: /was created/ })).toBeVisible();
  await expect.poll(async () => (await movementsDescribed(SUB, description)).length).toBe(1);
});

test("the leave guard asks before leaving a half-filled form, and a reload keeps what was typed", async ({
  page,
}) => {
  const description = uniqueText("Half filled");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, description);
  let asked = "";
  page.once("dialog", async (dialog) => {
    asked = dialog.message();
    await dialog.dismiss();
  });
  await page.getByRole("banner").getByRole("link", { name: "Audit" }).click();
  expect(asked).toContain("unsaved changes");
  await expect(page).toHaveURL(/movements\/new/);

  // A session that ends while typing: the form is restored from sessionStorage after the reload.
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByText("We restored what you had typed")).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue(description);
  await page.getByRole("button", { name: "Discard and start again" }).click();
  await expect(page.getByLabel("Description")).toHaveValue("");
});

for (const [locale, actions] of [
  ["en-GB", /^(Edit|Refund) /],
  ["es-ES", /^(Editar|Reembolsar) /],
] as const)
  test.describe(`at desk width (${locale})`, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } });

    test("each movement's Edit and Refund buttons are on screen, with no sideways scroll", async ({
      page,
    }) => {
      await page.goto(`/agent/subscriptions/${SUB}`);
      const table = page.getByRole("region", { name: /^(Movements of|Movimientos de) SUB-1004$/ });
      const links = table.getByRole("link", { name: actions });
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(1280);
      }
      expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    });
  });
