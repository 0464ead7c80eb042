import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { basicAuth, DEMO_CLIENT, sandboxUrl, tokenFor } from "./client";

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${sandboxUrl()}${path}`, { headers });

function expectNosniff(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
}

/** Every inline style of the page is allowed by hash; the page has nothing else to load or run. */
function expectPagePolicyFits(csp: string, page: string) {
  const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  expect(styles.length).toBeGreaterThan(0);
  for (const css of styles)
    expect(csp).toContain(`'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe");
  expect(page).not.toMatch(/<script|<link|<img|\ssrc=|style="/i);
}

describe("item 8: every sandbox answer carries nosniff and a Content-Security-Policy", () => {
  it("item 8: JSON answers, errors included, get the strict API policy", async () => {
    const answers = [
      await get("/"),
      await get("/nowhere"),
      await get("/billing/v1/accounts/ACC-1001/balances"),
      await get("/billing/v1/accounts/ACC-1001/balances", {
        authorization: `Bearer ${await tokenFor("alice")}`,
      }),
      await get("/gateway/v0/sandbox/test-subjects"),
      await get("/gateway/v0/nowhere"),
      await get("/openapi/gateway.json"),
      await get("/__admin/faults"),
      await fetch(`${sandboxUrl()}/auth/oauth/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: basicAuth(DEMO_CLIENT.id, "wrong"),
        },
        body: "grant_type=password&username=alice&password=x",
      }),
    ];
    for (const response of answers) {
      expectNosniff(response);
      expect(response.headers.get("content-security-policy"), response.url).toBe(API_CSP);
    }
  });

  it("item 8: the outbox page's policy lets its own style in and nothing else", async () => {
    for (const response of [
      await get("/appointments/sandbox/outbox.html", { "x-admin-key": inject("adminKey") }),
      await fetch(`${sandboxUrl()}/appointments/sandbox/outbox.html`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ key: inject("adminKey") }),
      }),
    ]) {
      expect(response.status).toBe(200);
      expectNosniff(response);
      expectPagePolicyFits(response.headers.get("content-security-policy") ?? "", await response.text());
    }
    const refused = await get("/appointments/sandbox/outbox.html");
    expect(refused.status).toBe(401);
    expectNosniff(refused);
    expect(refused.headers.get("content-security-policy")).toBe(API_CSP);
  });

  it("item 8: the API reference page's policy fits it too", async () => {
    const response = await get("/openapi");
    expect(response.status).toBe(200);
    expectNosniff(response);
    expectPagePolicyFits(response.headers.get("content-security-policy") ?? "", await response.text());
  });
});
