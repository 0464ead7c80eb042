import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, newNonce, pageContentSecurityPolicy } from "./headers";

const asRecord = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map(({ key, value }) => [key, value]));

describe("pageContentSecurityPolicy", () => {
  it("allows scripts only with the nonce, never inline or eval in production, and forbids framing", () => {
    const policy = pageContentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(pageContentSecurityPolicy("n", { isHttps: true })).toContain("upgrade-insecure-requests");
    expect(pageContentSecurityPolicy("n", { isDev: true })).toMatch(/script-src[^;]*'unsafe-eval'/);
  });

  it("makes a new nonce for every response", () => {
    expect(newNonce()).not.toBe(newNonce());
  });
});

describe("baseSecurityHeaders", () => {
  it("sends nosniff, a referrer policy, a permissions policy, and HSTS only over https", () => {
    const plain = asRecord(baseSecurityHeaders(false));
    expect(plain).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(plain["Permissions-Policy"]).toContain("camera=()");
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    expect(asRecord(baseSecurityHeaders(true))["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  });
});
