import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { CSV_HEADER, csvFile } from "./support-helpers";

// Every page as it loads is checked by every-page.spec.ts; these are the states a load does not reach.

/** Screenshots for a human look, in <outputDir>/screens (test-results/e2e/screens by default). */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(test.info().project.outputDir, "screens", `${name}.png`),
    fullPage: true,
  });

test.describe("signed out", () => {
  test.use({ user: null, viewport: { width: 390, height: 844 } });
  test("a failed sign-in is accessible", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("alice");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("The username or password is not correct.")).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, "login-error-phone");
  });
});

test.describe("signed in as alice, on a phone", () => {
  test.use({ user: "alice", viewport: { width: 390, height: 844 } });
  test("the open menu is accessible", async ({ page }) => {
    await page.goto("/customer");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoSeriousViolations(page, "header");
    await shot(page, "shell-phone-menu");
  });

  test("Escape closes the menu and puts focus back on the menu button", async ({ page }) => {
    await page.goto("/customer");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: "Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: "Invoices" })).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the menu closes when focus or a click leaves it", async ({ page }) => {
    await page.goto("/customer");
    const header = page.getByRole("banner");
    const openMenu = header.getByRole("button", { name: "Open menu" });
    await openMenu.click();
    // Sign out is the menu's last item; Tab from it goes on to the page under the panel.
    const signOut = header.getByRole("button", { name: "Sign out" });
    await expect(signOut).toBeEnabled();
    await signOut.focus();
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: "Invoices" })).toBeHidden();
    await expect(openMenu).toHaveAttribute("aria-expanded", "false");

    await openMenu.click();
    await expect(header.getByRole("link", { name: "Invoices" })).toBeVisible();
    // The page's left margin, below the open panel: nothing there takes focus.
    await page.getByRole("main").click({ position: { x: 4, y: 600 } });
    await expect(header.getByRole("link", { name: "Invoices" })).toBeHidden();
  });
});

// A table's box is a tab stop while it scrolls sideways (axe: scrollable-region-focusable), and only then.
test.describe("a table's scroll box", () => {
  test.describe("that has nothing to scroll (alice)", () => {
    test.use({ user: "alice", viewport: { width: 1280, height: 900 } });
    test("is no tab stop, as a table that fits or as cards", async ({ page }) => {
      await page.goto("/customer/invoices");
      const table = page.getByTestId("invoices-table");
      const box = page.getByRole("region").filter({ has: table });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      await expect(box).not.toHaveAttribute("tabindex");
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(table.locator("thead")).toBeHidden();
      await expect(box).not.toHaveAttribute("tabindex");
    });
  });

  test.describe("that scrolls (support, on a phone)", () => {
    test.use({ user: "support", viewport: { width: 390, height: 844 } });
    test("is a tab stop, and the arrow keys scroll it", async ({ page }) => {
      await page.goto("/support/operations");
      // Only a preview: nothing is sent.
      await page
        .locator('input[type="file"]')
        .setInputFiles(csvFile("wide.csv", [CSV_HEADER, "SUSPEND,SUB-1001,,,,Customer asked to pause"]));
      const box = page.getByRole("region").filter({ has: page.getByRole("table") });
      await expect(box.getByRole("row").nth(1)).toBeVisible();
      // Reached with Tab from the file field, as a keyboard user gets there.
      await page.locator('input[type="file"]').focus();
      const isFocused = () => box.evaluate((element) => element === document.activeElement);
      for (let presses = 0; presses < 25 && !(await isFocused()); presses++) await page.keyboard.press("Tab");
      await expect(box).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });
});
