import { expect, test } from "./fixtures";
import { storageStatePath } from "./support/users";
import { CSV_HEADER, csvFile, fillAppointment, outboxFor } from "./support-helpers";

const SUPPORT_PAGES = [
  "/support",
  "/support/tickets",
  "/support/tickets/JAM/1001",
  "/support/lines",
  "/support/lines/SUB-1001",
  "/support/appointments",
  "/support/operations",
];

test.describe("customers cannot reach support", () => {
  test.use({ user: "alice" });

  for (const path of SUPPORT_PAGES) {
    test(`${path} shows the forbidden page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL("/forbidden");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have access to this page");
    });
  }

  test("every support route handler answers 403", async ({ page }) => {
    const calls = [
      page.request.get("/api/support/tickets/JAM/1001"),
      page.request.get("/api/support/operations/sample"),
      page.request.post("/api/support/operations", {
        multipart: { file: csvFile("x.csv", [CSV_HEADER, "SUSPEND,SUB-1001,,,,Should never run"]) },
      }),
      page.request.post("/api/support/appointments/events", { data: { eventId: "x" } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
  });
});

test.describe("billing agents cannot reach support's lines", () => {
  test.use({ user: "agent" });

  test("the lookup and a line's page show the forbidden page, with no number on it", async ({ page }) => {
    for (const path of ["/support/lines", "/support/lines/SUB-1001"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/forbidden");
      await expect(page.getByText("+34 600 10 00 01")).toHaveCount(0);
    }
  });
});

test.describe("support server actions refuse other roles", () => {
  test.use({ user: "support" });

  test("a customer replaying the appointment action sends nothing", async ({ page, browser, words }) => {
    // Capture the real server-action request from a support page without letting it through.
    await page.goto("/support/appointments");
    const eventId = (await page.getByTestId("event-id").textContent()) ?? "";
    await fillAppointment(page, words);
    await page.getByLabel("SMS text").fill("Replay attempt");
    let captured: { headers: Record<string, string>; body: string } | undefined;
    await page.route("**/support/appointments", async (route) => {
      const request = route.request();
      if (request.method() === "POST" && request.headers()["next-action"]) {
        captured = { headers: request.headers(), body: request.postData() ?? "" };
        return route.abort();
      }
      return route.continue();
    });
    await page.getByRole("button", { name: "Send notification" }).click();
    await expect.poll(() => captured).toBeDefined();
    if (!captured) return;

    const alice = await browser.newContext({ storageState: storageStatePath("alice") });
    const headers = {
      "next-action": captured.headers["next-action"] ?? "",
      "content-type": captured.headers["content-type"] ?? "text/plain;charset=UTF-8",
      accept: "text/x-component",
    };
    // On the support page the proxy turns her away. Elsewhere Next finds the action anyway (forwarding it to
    // the worker that owns it when needed) and it answers with its own refusal: never a success.
    const onSupport = await alice.request.post("/support/appointments", {
      headers,
      data: captured.body,
      maxRedirects: 0,
    });
    expect([303, 307, 308]).toContain(onSupport.status());
    const onCustomer = await alice.request.post("/customer", {
      headers,
      data: captured.body,
      maxRedirects: 0,
    });
    const text = await onCustomer.text();
    expect(text).not.toContain('"ok":true');
    await alice.close();
    expect(await outboxFor(eventId)).toHaveLength(0);
  });

  test("support staff cannot open the agent's billing pages", async ({ page }) => {
    for (const path of ["/agent", "/agent/audit"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/forbidden");
    }
  });
});
