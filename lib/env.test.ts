import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { parsePortalEnv } = await import("./env");

const privateSecret = "f3b1c0d2e4a59687f3b1c0d2e4a59687f3b1c0d2e4a59687";
const privateChainKey = "0c9d8e7f6a5b4c3d2e1f0c9d8e7f6a5b4c3d2e1f0c9d8e7f";
const privateOperator = {
  NEXTAUTH_SECRET: privateSecret,
  OPERATOR_CLIENT_SECRET: "9c1e0f6a2b7d4c3e",
  OPERATOR_NETWORK_CLIENT_SECRET: "4e8a1b2c3d5f6a7b",
  OPERATOR_APPOINTMENTS_API_KEY: "a7b6c5d4e3f2a1b0",
  AUDIT_CHAIN_KEY: privateChainKey,
};

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
    expect(parsePortalEnv({ NODE_ENV: "production", ...privateOperator }).NEXTAUTH_SECRET).toBe(
      privateSecret,
    );
    expect(parsePortalEnv({ NODE_ENV: "development" }).NEXTAUTH_SECRET).toMatch(/development-only/);
  });

  it.each([
    ["OPERATOR_CLIENT_SECRET", "portal-web-secret"],
    ["OPERATOR_CLIENT_SECRET", "acme-web-secret"],
    ["OPERATOR_NETWORK_CLIENT_SECRET", "portal-network-secret"],
    ["OPERATOR_NETWORK_CLIENT_SECRET", "acme-network-secret"],
    ["OPERATOR_APPOINTMENTS_API_KEY", "appointments-demo-key"],
  ])("item 10: refuses the published %s %s in production", (name, value) => {
    expect(() => parsePortalEnv({ NODE_ENV: "production", ...privateOperator, [name]: value })).toThrow(
      new RegExp(name),
    );
  });

  it("item 10: production without operator credentials is refused (the defaults are the published ones)", () => {
    const message = (() => {
      try {
        parsePortalEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: privateSecret });
      } catch (error) {
        return String(error);
      }
    })();
    for (const name of [
      "OPERATOR_CLIENT_SECRET",
      "OPERATOR_NETWORK_CLIENT_SECRET",
      "OPERATOR_APPOINTMENTS_API_KEY",
    ])
      expect(message).toContain(name);
  });

  it("item 10: development keeps the published demo credentials", () => {
    const env = parsePortalEnv({ NODE_ENV: "development" });
    expect([env.OPERATOR_CLIENT_SECRET, env.OPERATOR_NETWORK_CLIENT_SECRET]).toEqual([
      "portal-web-secret",
      "portal-network-secret",
    ]);
  });

  it("item 5: takes TRUSTED_PROXY_HOPS as a small whole number, 0 (trust no forwarding header) unless set", () => {
    expect(parsePortalEnv({ NODE_ENV: "test" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parsePortalEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const wrong of ["-1", "1.5", "eleven", "11"])
      expect(() => parsePortalEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: wrong })).toThrow(
        /TRUSTED_PROXY_HOPS/,
      );
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
