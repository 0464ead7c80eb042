import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { sessionTokenOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
const { proxy } = await import("@/proxy");
const { encodeSessionToken } = await import("@/lib/auth/session-token");
const { SESSION_COOKIE } = await import("@/lib/auth/config");

const request = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  new NextRequest(new URL(path, "http://localhost:3000"), init);

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
}

describe("item 8: every answer proxy.ts gives itself carries the security headers, CSP included", () => {
  it("item 8: the 400 for a malformed address", async () => {
    const response = await proxy(request("/customer/%2500"));
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it("item 8: the 307 to sign in, and the 401 of a signed-out API call", async () => {
    const page = await proxy(request("/customer/invoices"));
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toBe(
      "http://localhost:3000/login?callbackUrl=%2Fcustomer%2Finvoices",
    );
    expectSecurityHeaders(page);
    const api = await proxy(request("/api/me"));
    expect(api.status).toBe(401);
    expectSecurityHeaders(api);
  });

  it("item 8: the 307 to /forbidden for another role's area", async () => {
    const cookie = await encodeSessionToken(sessionTokenOf() as never);
    const response = await proxy(request("/agent", { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/forbidden");
    expectSecurityHeaders(response);
  });

  it("item 8: the 403 for a cross-site API write", async () => {
    const response = await proxy(
      request("/api/support/appointments/events", {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(403);
    expectSecurityHeaders(response);
  });

  it("a page proxy forwards keeps its nonce policy (one CSP, not two)", async () => {
    const response = await proxy(request("/login"));
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });
});
