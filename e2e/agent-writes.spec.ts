import { auditEntries, fillMovementForm, movementsDescribed, uniqueText } from "./agent-helpers";
import { expect, test } from "./fixtures";

test.use({ user: "agent" });

// SUB-1003: no other agent spec writes to it.
const SUB = "SUB-1003";

async function createMovement(page: import("@playwright/test").Page, description: string) {
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, description);
  await page.getByRole("button", { name: "Create movement" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Movement .+ was created/ })).toBeVisible();
  const [created] = await movementsDescribed(SUB, description);
  return created?.id ?? "";
}

test("two tabs editing one movement: the second save is refused and shows both versions", async ({
  page,
  context,
}) => {
  test.slow();
  const description = uniqueText("Two tabs");
  const id = await createMovement(page, description);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/agent/subscriptions/${SUB}/movements/${id}`);
    await expect(tab.getByRole("heading", { name: "Edit movement" })).toBeVisible();
  }

  await page.getByLabel("With taxes").fill("24.2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Movement ${id} was updated` })).toBeVisible();

  await other.getByLabel("Description").fill(`${description} (second tab)`);
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("alert").filter({ hasText: "changed since you opened it" })).toBeVisible();
  const versions = other.getByRole("table", { name: "What changed since you opened this movement" });
  await expect(versions.getByRole("row", { name: /Amount with taxes/ })).toContainText("€12.10");
  await expect(versions.getByRole("row", { name: /Amount with taxes/ })).toContainText("€24.20");

  // The first tab's amount stands; the second tab's description was not written.
  const [stored] = await movementsDescribed(SUB, description);
  expect(stored?.amount.value_with_taxes).toBe(24.2);
});

test("a description longer than the operator keeps is refused with a counter, not cut", async ({ page }) => {
  const description = uniqueText("Long").padEnd(300, "x");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, description);
  await expect(page.getByText("300 / 255 characters")).toBeVisible();
  await page.getByRole("button", { name: "Create movement" }).click();
  await expect(page.getByText("At most 255 characters: the operator keeps no more.")).toBeVisible();
  expect(await movementsDescribed(SUB, description.slice(0, 255))).toHaveLength(0);
});

test.describe("a Spanish agent", () => {
  test.use({ locale: "es-ES" });

  test("types 1.500 and gets one thousand five hundred, echoed before sending", async ({ page }) => {
    const description = uniqueText("Mil quinientos");
    await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
    await expect(page.getByRole("heading", { level: 1, name: "Nuevo movimiento" })).toBeVisible();
    await page.getByLabel("Sin impuestos").fill("1.500");
    await page.getByLabel("Descripción").fill(description);
    await expect(page.getByText(/Se interpreta como 1500,00\s€/)).toBeVisible();
    await expect(page.getByLabel("Con impuestos")).toHaveValue("1815");
    await page.getByRole("button", { name: "Crear movimiento" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /Se ha creado el movimiento .+\./ }),
    ).toBeVisible();
    const [created] = await movementsDescribed(SUB, description);
    expect(created?.amount.value_without_taxes).toBe(1500);
    const [entry] = await auditEntries(page, { customer: SUB, action: "movement.create" });
    expect(entry).toMatchObject({ outcome: "succeeded", targetId: created?.id });
  });
});
