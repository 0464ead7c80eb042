import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { sessionCookieParts } = await import("./session-cookie");

describe("sessionCookieParts", () => {
  it("keeps a normal session in one cookie", () => {
    expect(sessionCookieParts("abc")).toEqual([{ name: "next-auth.session-token", value: "abc" }]);
  });

  it("splits a large session like next-auth does (name.0, name.1, ...)", () => {
    const value = "x".repeat(9000);
    const parts = sessionCookieParts(value);
    expect(parts.map((p) => p.name)).toEqual([
      "next-auth.session-token.0",
      "next-auth.session-token.1",
      "next-auth.session-token.2",
    ]);
    expect(parts.map((p) => p.value).join("")).toBe(value);
    expect(parts.every((p) => p.value.length <= 3933)).toBe(true);
  });
});
