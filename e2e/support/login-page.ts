import { expect, type Page } from "@playwright/test";
import { languageOf, wordsFor } from "./i18n";
import { DEMO_PASSWORD } from "./users";

/** The login form's words in the language the page is in (`<html lang>`). */
async function loginWords(page: Page) {
  const { t } = wordsFor(languageOf((await page.locator("html").getAttribute("lang")) ?? undefined));
  return { username: t("Login.username"), password: t("Login.password"), submit: t("Login.submit") };
}

/** Signs in through the form, like a person would; does not wait for the landing page. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  const words = await loginWords(page);
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole("button", { name: words.submit }).click();
}

/** Opens /login (optionally with a callbackUrl), signs in and waits until the login page is left. */
export async function signIn(page: Page, username: string, options: { callbackUrl?: string } = {}) {
  const query = options.callbackUrl ? `?callbackUrl=${encodeURIComponent(options.callbackUrl)}` : "";
  await page.goto(`/login${query}`);
  await submitLogin(page, username);
  // The first render after a cold start can be slow on a busy machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}
