import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce, never inline, and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123", false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("makes a new nonce for every response", () => {
    expect(newNonce()).not.toBe(newNonce());
  });
});

describe("staticSecurityHeaders", () => {
  it("sends nosniff, a referrer policy, a permissions policy, and HSTS only over https", () => {
    expect(staticSecurityHeaders(false)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(staticSecurityHeaders(false)["Permissions-Policy"]).toContain("camera=()");
    expect(staticSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(staticSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  });
});
