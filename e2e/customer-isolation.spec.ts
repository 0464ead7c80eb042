import { expect, test } from "./fixtures";

// Another customer's ids (bob's, carol's, and dave's in the acme org) must read exactly like unknown ones.
test.describe("isolation (alice)", () => {
  test.use({ user: "alice" });

  for (const path of [
    "/customer/usage?sub=SUB-1002",
    "/customer/usage?sub=SUB-2001",
    "/customer/movements?sub=SUB-1003",
    "/customer/invoices/F2026-000001?account=ACC-1002",
    "/customer/invoices/anything?account=ACC-2001",
    "/customer/invoices/no-such-invoice",
  ]) {
    test(`${path} is not found`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("We could not find this")).toBeVisible();
    });
  }

  test("route handlers refuse other customers' lines and accounts", async ({ page }) => {
    for (const path of [
      "/api/customer/usage/export?sub=SUB-1002",
      "/api/customer/usage/export?sub=SUB-2001",
      "/api/customer/invoices/F2026-000001/document?account=ACC-1002",
      "/api/customer/invoices/F2026-000001/document?account=ACC-2001",
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });
});

test.describe("isolation (bob)", () => {
  test.use({ user: "bob" });

  test("alice's invoice number is not found for bob, page or PDF", async ({ page }) => {
    await page.goto("/customer/invoices/F2026-000007");
    await expect(page.getByText("We could not find this")).toBeVisible();
    const response = await page.request.get("/api/customer/invoices/F2026-000007/document");
    expect(response.status()).toBe(404);
  });
});

test.describe("signed out", () => {
  test.use({ user: null });

  test("a customer page sends to sign-in and back", async ({ page }) => {
    await page.goto("/customer/usage?type=sms");
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await page.getByLabel("Username").fill("alice");
    await page.getByLabel("Password").fill("demo-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/customer\/usage\?type=sms/);
  });

  test("a PDF link opened while signed out signs in, then goes back to the page the link was on", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/api/customer/invoices/F2026-000007/document", {
      referer: `${baseURL}/customer/invoices`,
    });
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcustomer%2Finvoices$/);
    await page.getByLabel("Username").fill("alice");
    await page.getByLabel("Password").fill("demo-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/customer\/invoices$/);
  });

  test("the CSV export answers 401", async ({ page }) => {
    const response = await page.request.get("/api/customer/usage/export");
    expect(response.status()).toBe(401);
  });
});

test.describe("wrong role", () => {
  test.use({ user: "agent" });

  test("an agent is sent to forbidden", async ({ page }) => {
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/forbidden/);
  });
});
