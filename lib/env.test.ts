import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { parsePortalEnv } = await import("./env");

const privateSecret = "f3b1c0d2e4a59687f3b1c0d2e4a59687f3b1c0d2e4a59687";

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
    expect(parsePortalEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: privateSecret }).NEXTAUTH_SECRET).toBe(
      privateSecret,
    );
    expect(parsePortalEnv({ NODE_ENV: "development" }).NEXTAUTH_SECRET).toMatch(/development-only/);
  });

  it("item 5: takes TRUSTED_PROXY_HOPS as a small whole number, 0 (trust no forwarding header) unless set", () => {
    expect(parsePortalEnv({ NODE_ENV: "test" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parsePortalEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const wrong of ["-1", "1.5", "eleven", "11"])
      expect(() => parsePortalEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: wrong })).toThrow(
        /TRUSTED_PROXY_HOPS/,
      );
  });
});
