import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";

/** Screenshots for a human look, in <outputDir>/screens (test-results/e2e/screens by default). */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(test.info().project.outputDir, "screens", `${name}.png`),
    fullPage: true,
  });

test.describe("signed out", () => {
  test.use({ user: null });
  test("the login page is accessible", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, "login-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "login-phone");
    await page.getByLabel("Username").fill("alice");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("The username or password is not correct.")).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, "login-error-phone");
  });
});

test.describe("signed in as alice", () => {
  test.use({ user: "alice" });
  test("the shell and the 403 page are accessible", async ({ page }) => {
    await page.goto("/customer");
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoSeriousViolations(page, "header");
    await shot(page, "shell-desktop");
    await page.goto("/agent");
    await expect(page).toHaveURL("/forbidden");
    await expectNoSeriousViolations(page);
    await shot(page, "forbidden-desktop");
  });

  test.describe("phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the shell fits a phone", async ({ page }) => {
      await page.goto("/customer");
      const hasHorizontalScroll = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(hasHorizontalScroll).toBe(false);
      await shot(page, "shell-phone");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expectNoSeriousViolations(page, "header");
      await shot(page, "shell-phone-menu");
      await page.goto("/forbidden");
      await shot(page, "forbidden-phone");
    });
  });
});
