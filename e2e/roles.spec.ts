import { expect, test } from "./fixtures";
import type { DemoUsername } from "./support/users";

const refused: { user: DemoUsername; paths: string[] }[] = [
  { user: "alice", paths: ["/agent", "/support", "/agent/audit", "/support/tickets"] },
  { user: "agent", paths: ["/support", "/customer", "/support/operations", "/supervisor/approvals"] },
  { user: "support", paths: ["/customer", "/agent", "/supervisor/limits"] },
  { user: "supervisor", paths: ["/customer", "/support"] },
];

for (const { user, paths } of refused) {
  test.describe(`${user} outside their role`, () => {
    test.use({ user });
    for (const path of paths) {
      test(`${path} shows the 403 page`, async ({ page, demoUser }) => {
        await page.goto(path);
        await expect(page).toHaveURL("/forbidden");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "You do not have access to this page",
        );
        await page.getByRole("link", { name: "Go to my home page" }).click();
        await expect(page).toHaveURL(demoUser?.home ?? "/");
      });
    }
  });
}

test.describe("role navigation", () => {
  const expected: Record<"alice" | "agent" | "support" | "supervisor", string[]> = {
    alice: ["Overview", "Usage", "Movements", "Invoices", "My line"],
    agent: ["Customers", "Audit", "My requests"],
    supervisor: ["Approvals", "Limits", "Customers", "Audit", "My requests"],
    support: ["Tickets", "Lines", "Appointments", "Bulk operations"],
  };
  for (const [user, labels] of Object.entries(expected) as [keyof typeof expected, string[]][]) {
    test.describe(user, () => {
      test.use({ user });
      test(`shows ${labels.join(", ")}`, async ({ page, demoUser }) => {
        await page.goto("/");
        await expect(page).toHaveURL(demoUser?.home ?? "/");
        const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
        await expect(nav.getByRole("link")).toHaveText(labels);
      });
    });
  }

  test.describe("small laptop width", () => {
    test.use({ user: "supervisor", viewport: { width: 1024, height: 768 } });
    test("the full navigation ends before Sign out; narrower, it is behind the menu button", async ({
      page,
    }) => {
      await page.goto("/supervisor/approvals");
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      const links = await nav.getByRole("link").last().boundingBox();
      const signOut = await page.getByRole("banner").getByRole("button", { name: "Sign out" }).boundingBox();
      expect((links?.x ?? 0) + (links?.width ?? 0)).toBeLessThan(signOut?.x ?? 0);
      await page.setViewportSize({ width: 900, height: 768 });
      await expect(nav).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    });
  });

  test.describe("phone width", () => {
    test.use({ user: "alice", viewport: { width: 390, height: 844 } });
    test("navigation sits behind a menu button", async ({ page }) => {
      await page.goto("/customer");
      const menu = page.getByRole("button", { name: "Open menu" });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("link", { name: "Invoices" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("link", { name: "Invoices" })).toBeHidden();
    });
  });

  test("the skip link jumps to the content", async ({ page }) => {
    await page.goto("/customer");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});
