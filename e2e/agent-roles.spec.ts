import { expect, test } from "./fixtures";

const routes = [
  "/api/agent/audit",
  "/api/agent/accounts/ACC-1003/invoices/any/document",
  "/api/agent/accounts/ACC-1003/invoices/any/rectifications/any/document",
];

for (const user of ["alice", "support"] as const) {
  test.describe(`${user} cannot use the agent's route handlers`, () => {
    test.use({ user });
    for (const route of routes)
      test(`GET ${route} -> 403`, async ({ page }) => {
        const response = await page.request.get(route);
        expect(response.status()).toBe(403);
        expect((await response.json()).error.code).toBe("forbidden");
      });

    test("the agent pages send them to the forbidden page", async ({ page }) => {
      for (const path of ["/agent/subscriptions/SUB-1001", "/agent/accounts/ACC-1001", "/agent/audit"]) {
        await page.goto(path);
        await expect(page).toHaveURL("/forbidden");
      }
    });
  });
}

test.describe("signed out", () => {
  test.use({ user: null });
  test("route handlers answer 401", async ({ page }) => {
    for (const route of routes) expect((await page.request.get(route)).status()).toBe(401);
  });
});

test.describe("an agent of org demo", () => {
  test.use({ user: "agent" });

  test("an escaped id in the address is decoded once, like the plain one; a double-escaped one is refused", async ({
    page,
  }) => {
    await page.goto("/agent/subscriptions/SUB%2D1004");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SUB-1004");
    await expect(page.getByText("No such subscription")).toHaveCount(0);
    const doubled = await page.request.get("/agent/subscriptions/SUB%252D1004", { maxRedirects: 0 });
    expect(doubled.status()).toBe(400);
  });

  test("cannot open acme's subscription SUB-2001", async ({ page }) => {
    await page.goto("/agent/subscriptions/SUB-2001");
    await expect(page.getByText("No such subscription")).toBeVisible();
    await expect(page.getByText(/does not know SUB-2001 in your organization \(demo\)/)).toBeVisible();
  });

  test("cannot create a movement on acme's SUB-2001; the refusal is audited", async ({ page }) => {
    await page.goto("/agent/subscriptions/SUB-2001/movements/new");
    await page.getByLabel("Without taxes").fill("10");
    await page.getByLabel("Description").fill("Cross-tenant attempt");
    await page.getByRole("button", { name: "Create movement" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "does not know this subscription" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("subscriptionNotFound");
    const response = await page.request.get("/api/agent/audit?customer=SUB-2001&action=movement.create");
    const [entry] = (await response.json()).entries;
    expect(entry).toMatchObject({
      outcome: "failed",
      errorCode: "subscriptionNotFound",
      upstreamStatus: 400,
    });
  });

  test("opens a customer from the lookup and finds it again under recent customers", async ({ page }) => {
    await page.goto("/agent");
    await page.getByLabel("Id").fill("SUB-1002");
    await page.getByRole("button", { name: "Open customer" }).click();
    await expect(page).toHaveURL("/agent/subscriptions/SUB-1002");
    await expect(page.getByRole("heading", { name: /Subscription SUB-1002/ })).toBeVisible();
    await page.goto("/agent");
    const recent = page.getByRole("list", { name: "Recent customers" });
    await recent.getByRole("link").filter({ hasText: "SUB-1002" }).click();
    await expect(page).toHaveURL("/agent/subscriptions/SUB-1002");
  });
});
