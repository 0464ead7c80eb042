import { expect, test } from "./fixtures";

test.describe("language", () => {
  test.use({ user: null });

  test("follows the browser's language before any choice", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
    await context.close();
  });

  test("the choice on the login page switches the page and is remembered", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByLabel("Language").selectOption("es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/Iniciar sesión/);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
    await page.getByLabel("Idioma").selectOption("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });
});

test.describe("language when signed in", () => {
  test.use({ user: "bob" });

  test("the switcher in the header changes the shell's language", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/customer");
    const header = page.getByRole("banner");
    await header.getByLabel("Language").selectOption("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(header.getByRole("navigation", { name: "Principal" })).toBeVisible();
    // Leave bob's storage as it was for other specs: this context's cookie dies with the test.
  });
});
