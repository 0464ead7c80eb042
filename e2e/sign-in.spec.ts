import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { Words } from "./support/i18n";
import { signIn, submitLogin } from "./support/login-page";
import { DEMO_USERNAMES, DEMO_USERS } from "./support/users";

test.use({ user: null });

const loginError = (page: Page, { t }: Words) =>
  page.getByRole("alert").filter({ hasText: t("Login.errorTitle") });

test.describe("sign-in", () => {
  for (const username of DEMO_USERNAMES) {
    const demo = DEMO_USERS[username];
    test(`${username} signs in and lands on the ${demo.role} home`, async ({ page, words: { t } }) => {
      await signIn(page, username);
      await expect(page).toHaveURL(demo.home);
      const header = page.getByRole("banner");
      await expect(header.getByText(demo.name).filter({ visible: true })).toBeVisible();
      await expect(header.getByRole("navigation", { name: t("Shell.mainNavigation") })).toBeVisible();
    });
  }

  test("dave (tenant acme) cannot sign in through this portal's client", async ({ page, words }) => {
    await page.goto("/login");
    await submitLogin(page, "dave");
    await expect(loginError(page, words)).toContainText(words.t("Login.errors.wrongCredentials"));
    await expect(page).toHaveURL(/\/login/);
  });

  test("a wrong password shows a clear error and keeps the user on the form", async ({ page, words }) => {
    const { t } = words;
    await page.goto("/login");
    await submitLogin(page, "alice", "not-the-password");
    await expect(loginError(page, words)).toContainText(t("Login.errors.wrongCredentials"));
    await expect(page.getByLabel(t("Login.password"))).toBeFocused();
    await expect(page.getByLabel(t("Login.password"))).toHaveValue("");
    await expect(page.getByRole("button", { name: t("Login.submit") })).toBeEnabled();
  });

  test("the button is disabled while signing in", async ({ page, words: { t } }) => {
    await page.goto("/login");
    // Hold the credentials call so the pending state can be observed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/callback/credentials", async (route) => {
      await held;
      await route.continue();
    });
    await submitLogin(page, "alice");
    await expect(page.getByRole("button", { name: t("Login.signingIn") })).toBeDisabled();
    release();
    await expect(page).toHaveURL("/customer");
  });

  test("works with the keyboard alone", async ({ page, words: { t } }) => {
    await page.goto("/login");
    await expect(page.getByLabel(t("Login.username"))).toBeFocused();
    await page.keyboard.type("bob");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t("Login.password"))).toBeFocused();
    await page.keyboard.type("demo-password");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/customer");
  });

  test("returns to the callbackUrl after signing in", async ({ page }) => {
    await page.goto("/customer?tab=lines");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcustomer%3Ftab%3Dlines/);
    await submitLogin(page, "alice");
    await expect(page).toHaveURL("/customer?tab=lines");
  });

  test("ignores a callbackUrl to another site", async ({ page }) => {
    await signIn(page, "alice", { callbackUrl: "https://evil.example/steal" });
    await expect(page).toHaveURL("/customer");
    await page.context().clearCookies();
    await signIn(page, "alice", { callbackUrl: "//evil.example/steal" });
    await expect(page).toHaveURL("/customer");
  });

  test("an already signed-in visitor of /login goes home", async ({ page }) => {
    await signIn(page, "agent");
    await page.goto("/login");
    await expect(page).toHaveURL("/agent");
  });

  test("signing out clears the session", async ({ page, words: { t } }) => {
    await signIn(page, "carol");
    await page.getByRole("button", { name: t("SignOut.signOut"), exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcustomer/);
    const response = await page.request.get("/api/me");
    expect(response.status()).toBe(401);
  });

  test("signed-out API calls get 401 JSON, not a redirect", async ({ page }) => {
    const response = await page.request.get("/api/me", { maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });
});
