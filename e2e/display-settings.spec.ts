import AxeBuilder from "@axe-core/playwright";
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

test.describe("colour scheme", () => {
  test.use({ user: null });

  test("follows the system until a choice pins it, and stays readable in dark", async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/login");
    const light = await background();

    await page.emulateMedia({ colorScheme: "dark" });
    const systemDark = await background();
    expect(systemDark).not.toBe(light);

    await page.getByLabel("Theme").selectOption("light");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await background()).toBe(light);

    await page.getByLabel("Theme").selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    expect(await background()).toBe(systemDark);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    await page.getByLabel("Theme").selectOption("system");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.+/);
  });
});

test.describe("display settings when signed in", () => {
  test.use({ user: "bob" });

  test("the footer's settings change the shell's language and scheme", async ({ page }) => {
    await page.goto("/customer");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Language").selectOption("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Principal" })).toBeVisible();
    await footer.getByLabel("Tema").selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // This context's cookies die with the test: bob's stored session is not changed for other specs.
  });
});
