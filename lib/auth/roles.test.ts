import { describe, expect, it } from "vitest";
import { activeNavHref, hasAnyRole, homeFor, NAV_ITEMS, navFor, roleForPath } from "./roles";

describe("roles", () => {
  it("sends each role to its home, the first role winning", () => {
    expect(homeFor(["customer"])).toBe("/customer");
    expect(homeFor(["agent", "support"])).toBe("/agent");
    expect(homeFor([])).toBe("/forbidden");
    expect(homeFor(["supervisor", "agent"])).toBe("/supervisor/approvals");
  });

  it("builds the navigation from all of the user's roles", () => {
    expect(navFor(["agent"]).map((i) => i.key)).toEqual(["customers", "audit", "myRequests"]);
    expect(navFor(["agent", "support"]).map((i) => i.key)).toEqual([
      "customers",
      "audit",
      "myRequests",
      "tickets",
      "lines",
      "appointments",
      "bulkOperations",
    ]);
    expect(navFor(["supervisor", "agent"]).map((i) => i.key)).toEqual([
      "approvals",
      "limits",
      "customers",
      "audit",
      "myRequests",
    ]);
  });

  it("finds the role that owns a path, without prefix look-alikes", () => {
    expect(roleForPath("/customer")).toBe("customer");
    expect(roleForPath("/customer/invoices/INV-1")).toBe("customer");
    expect(roleForPath("/customers")).toBeUndefined();
    expect(roleForPath("/support/tickets")).toBe("support");
    expect(roleForPath("/forbidden")).toBeUndefined();
    expect(roleForPath("/supervisor/approvals")).toBe("supervisor");
  });

  it("requires any one of the roles asked for; none asked means any signed-in user", () => {
    expect(hasAnyRole(["customer"], [])).toBe(true);
    expect(hasAnyRole(["customer"], ["agent", "customer"])).toBe(true);
    expect(hasAnyRole(["customer"], ["agent"])).toBe(false);
  });

  it("marks the most specific navigation item active", () => {
    const items = NAV_ITEMS.customer;
    expect(activeNavHref(items, "/customer")).toBe("/customer");
    expect(activeNavHref(items, "/customer/usage")).toBe("/customer/usage");
    expect(activeNavHref(items, "/customer/invoices/INV-9")).toBe("/customer/invoices");
    expect(activeNavHref(items, "/forbidden")).toBeUndefined();
  });
});
