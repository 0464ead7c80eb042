import { describe, expect, it } from "vitest";
import { isMalformedUrl } from "./malformed-url";

describe("isMalformedUrl", () => {
  it.each([
    ["/api/support/tickets/OCEANE/%25", ""],
    ["/api/support/tickets/OCEANE/%", ""],
    ["/api/support/tickets/%E0%A4%A", ""],
    ["/customer/%00", ""],
    ["/api/agent/audit", "?customer=SUB-1001%00"],
    ["/api/agent/audit", "?customer=%ZZ"],
    ["/customer", "?x=%0a"],
  ])("refuses %s%s", (path, search) => {
    expect(isMalformedUrl(path, search)).toBe(true);
  });

  it.each([
    ["/customer/usage", "?from=2024-01-01&to=2024-01-31"],
    ["/api/support/tickets/JAM/1001", ""],
    ["/login", "?callbackUrl=%2Fcustomer%2Fusage%3Fx%3D1"],
    ["/customer", "?q=a+b%20c"],
  ])("lets %s%s through", (path, search) => {
    expect(isMalformedUrl(path, search)).toBe(false);
  });
});
