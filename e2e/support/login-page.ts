import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./users";

/** Signs in through the form, like a person would; does not wait for the landing page. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens /login (optionally with a callbackUrl), signs in and waits until the login page is left. */
export async function signIn(page: Page, username: string, options: { callbackUrl?: string } = {}) {
  const query = options.callbackUrl ? `?callbackUrl=${encodeURIComponent(options.callbackUrl)}` : "";
  await page.goto(`/login${query}`);
  await submitLogin(page, username);
  // The first render after a cold start can be slow on a busy machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}
