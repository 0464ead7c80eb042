import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PORTAL_URL } from "./support/env";
import { signIn } from "./support/login-page";

test.use({ user: null });

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies(PORTAL_URL)).filter((c) => c.name.startsWith("next-auth.session-token"));

test("a cookie copied before sign-out no longer reads anything after it", async ({ page, browser }) => {
  await signIn(page, "carol");
  const copied = await sessionCookies(page.context());
  expect(copied.length).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);

  const thief = await browser.newContext({ baseURL: PORTAL_URL });
  try {
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    const me = await stolen.request.get("/api/me", { maxRedirects: 0 });
    expect(me.status()).toBe(401);
    await stolen.goto("/customer/invoices");
    await expect(stolen).toHaveURL(/\/login\?callbackUrl=%2Fcustomer%2Finvoices/);
  } finally {
    await thief.close();
  }
});

test("signing out on all devices ends the other browsers' sessions too", async ({ page, browser }) => {
  const other = await browser.newContext({ baseURL: PORTAL_URL });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, "erin");
    await expect(otherPage).toHaveURL("/support/tickets");
    await signIn(page, "erin");
    await expect(page).toHaveURL("/support/tickets");

    await page.getByRole("button", { name: "Sign out on all devices" }).click();
    // It asks first, with Cancel focused; cancelling ends nothing.
    const dialog = page.getByRole("dialog", { name: "Sign out on all devices?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await otherPage.request.get("/api/me")).status()).toBe(200);
    await page.getByRole("button", { name: "Sign out on all devices" }).click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=everywhere/);
    await expect(
      page.getByRole("status").filter({ hasText: "signed out on all your devices" }),
    ).toBeVisible();

    // The other browser still holds its cookie, but the session behind it has ended.
    expect((await sessionCookies(other)).length).toBeGreaterThan(0);
    expect((await otherPage.request.get("/api/me")).status()).toBe(401);
    await otherPage.goto("/support/tickets");
    await expect(otherPage).toHaveURL(/\/login\?callbackUrl=%2Fsupport%2Ftickets/);
  } finally {
    await other.close();
  }
});
