import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-url";

describe("safeCallbackPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeCallbackPath("/customer/usage?from=2024-01-01#top")).toBe(
      "/customer/usage?from=2024-01-01#top",
    );
    expect(safeCallbackPath("/")).toBe("/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "customer",
    "/\t/evil.example",
    "/..//evil.example",
    "/../\\evil.example",
    "/.././/evil.example",
    "/a/../..//evil.example",
    "/%2e%2e//evil.example",
    "/x/..//evil.example?next=1",
    "/.//evil.example",
    "///evil.example",
    "/\u0000/x",
    "/\u007f/x",
    "/\n//evil.example",
    "JavaScript:alert(1)",
    " /customer",
    "http:/evil.example",
    "data:text/html,x",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeCallbackPath(value)).toBeUndefined();
  });

  it("refuses the login page and next-auth's routes (a loop after sign-in)", () => {
    expect(safeCallbackPath("/login?callbackUrl=/x")).toBeUndefined();
    expect(safeCallbackPath("/api/auth/signout")).toBeUndefined();
  });

  it("normalises dot segments instead of letting them escape", () => {
    expect(safeCallbackPath("/customer/../agent")).toBe("/agent");
  });
});
