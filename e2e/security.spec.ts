import { expect, test } from "./fixtures";

test.describe("the session edge", () => {
  test("pages carry a nonce CSP, refuse framing and send the other security headers", async ({ page }) => {
    const response = await page.goto("/customer");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test.describe("as support", () => {
    test.use({ user: "support" });

    test("a route handler refuses a foreign Origin, Origin: null and text/plain", async ({ page }) => {
      const attempts: { headers: Record<string, string>; status: number }[] = [
        { headers: { origin: "http://localhost:1", "content-type": "application/json" }, status: 403 },
        { headers: { origin: "null", "content-type": "application/json" }, status: 403 },
        { headers: { "content-type": "text/plain" }, status: 415 },
      ];
      for (const { headers, status } of attempts) {
        const response = await page.request.post("/api/support/appointments/events", {
          headers,
          data: JSON.stringify({ eventId: "csrf" }),
        });
        expect(response.status()).toBe(status);
      }
    });
  });

  test.describe("as support, deep JSON", () => {
    test.use({ user: "support" });

    test("a deeply nested event body gets 400, not a 500, and nothing is sent", async ({ page }) => {
      const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
      const response = await page.request.post("/api/support/appointments/events", {
        headers: { "content-type": "application/json" },
        data: `{"eventId":"deep","event":${deep}}`,
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.message).toContain("nests deeper than 32 levels");
    });
  });

  test("malformed escapes and NUL bytes get a clear 400, not a 500", async ({ page }) => {
    for (const path of [
      "/api/support/tickets/OCEANE/%25",
      "/api/agent/audit?customer=SUB-1001%00",
      "/customer/%E0%A4%A",
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(400);
    }
  });

  test.describe("signed out", () => {
    test.use({ user: null });

    test("a callbackUrl that normalises to another host is not followed", async ({ page }) => {
      await page.goto("/login?callbackUrl=%2F..%2F%2Fevil.example");
      await page.getByLabel("Username").fill("alice");
      await page.getByLabel("Password").fill("demo-password");
      await page.getByRole("button", { name: /sign in/i }).click();
      await page.waitForURL((url) => url.pathname !== "/login");
      expect(new URL(page.url()).host).not.toBe("evil.example");
      expect(page.url()).not.toContain("evil.example");
    });
  });
});
