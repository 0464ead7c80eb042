import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { parsePortalEnv } = await import("./env");

const privateSecret = "f3b1c0d2e4a59687f3b1c0d2e4a59687f3b1c0d2e4a59687";
const privateChainKey = "0c9d8e7f6a5b4c3d2e1f0c9d8e7f6a5b4c3d2e1f0c9d8e7f";

describe("parsePortalEnv", () => {
  it("refuses to start in production without a session secret", () => {
    expect(() => parsePortalEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET/);
  });

  it.each(["development-only-secret-change-me-0123456789", "bench-only-session-secret-0123456789abcdef"])(
    "refuses the published secret %s in production",
    (secret) => {
      expect(() => parsePortalEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: secret })).toThrow(
        /NEXTAUTH_SECRET/,
      );
    },
  );

  it("accepts a private secret in production and the default in development", () => {
    const production = {
      NODE_ENV: "production",
      NEXTAUTH_SECRET: privateSecret,
      AUDIT_CHAIN_KEY: privateChainKey,
    } as const;
    expect(parsePortalEnv(production).NEXTAUTH_SECRET).toBe(privateSecret);
    expect(parsePortalEnv({ NODE_ENV: "development" }).NEXTAUTH_SECRET).toMatch(/development-only/);
  });

  it.each([
    ["missing", undefined],
    ["published", "development-only-audit-chain-key-0123456789"],
  ])("item 13: refuses to start in production with the audit chain key %s", (_, key) => {
    expect(() =>
      parsePortalEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: privateSecret, AUDIT_CHAIN_KEY: key }),
    ).toThrow(/AUDIT_CHAIN_KEY/);
  });
});
