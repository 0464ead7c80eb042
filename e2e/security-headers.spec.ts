import { expect, test } from "./fixtures";

test.describe("security headers", () => {
  test.use({ user: null });

  test("pages carry a nonce-based CSP that forbids framing, and the page runs under it", async ({ page }) => {
    const response = await page.goto("/login");
    const headers = response?.headers() ?? {};
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // Every script Next rendered carries this response's nonce, and the page is interactive.
    const scripts = await page
      .locator("script")
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
    await page.getByLabel("Username").fill("alice");
    await expect(page.getByLabel("Username")).toHaveValue("alice");

    const again = await page.request.get("/login");
    expect(/'nonce-([^']+)'/.exec(again.headers()["content-security-policy"] ?? "")?.[1]).not.toBe(nonce);
  });

  test("injected markup cannot run script, and the violation is reported", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/login");
    // The classic XSS shape: an event handler attribute in injected HTML.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "beforeend",
        `<img src="/no-such-image.png" onerror="window.__injected = true">`,
      );
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    cspViolations.length = 0; // expected here; every other test fails on one
  });

  test("a route handler refused at the door (signed out) is the proxy's own answer: framed by nobody", async ({
    request,
  }) => {
    const response = await request.get("/api/me");
    expect(response.status()).toBe(401);
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("the portal's own redirects and its malformed-address answer carry them too", async ({ request }) => {
    const answers = [
      await request.get("/customer/invoices", { maxRedirects: 0 }),
      await request.get("/customer/%2500", { maxRedirects: 0 }),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([307, 400]);
    for (const answer of answers) {
      expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });
});

test.describe("security headers of a signed-in route handler", () => {
  test.use({ user: "alice" });

  test("route handlers may be framed only by the portal itself", async ({ request }) => {
    const response = await request.get("/api/me");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
