import type { Route } from "next";

export const ROLES = ["customer", "agent", "support", "supervisor"] as const;
export type Role = (typeof ROLES)[number];

/** A navigation entry; its words are `Nav.<key>` in the message catalogues. */
export interface NavItem {
  key:
    | "overview"
    | "usage"
    | "movements"
    | "invoices"
    | "myLine"
    | "customers"
    | "audit"
    | "myRequests"
    | "tickets"
    | "lines"
    | "appointments"
    | "bulkOperations"
    | "approvals"
    | "limits";
  href: Route;
}

/** Where each role lands after sign-in and where "home" links point. */
const ROLE_HOME: Record<Role, Route> = {
  customer: "/customer",
  agent: "/agent",
  support: "/support/tickets",
  supervisor: "/supervisor/approvals",
};

/** The area (first path segment) each role owns; used for the optimistic check in proxy.ts. */
const ROLE_AREA: Record<Role, string> = {
  customer: "/customer",
  agent: "/agent",
  support: "/support",
  supervisor: "/supervisor",
};

export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  customer: [
    { key: "overview", href: "/customer" },
    { key: "usage", href: "/customer/usage" },
    { key: "movements", href: "/customer/movements" },
    { key: "invoices", href: "/customer/invoices" },
    { key: "myLine", href: "/customer/line" },
  ],
  agent: [
    { key: "customers", href: "/agent" },
    { key: "audit", href: "/agent/audit" },
    { key: "myRequests", href: "/agent/requests" },
  ],
  support: [
    { key: "tickets", href: "/support/tickets" },
    { key: "lines", href: "/support/lines" },
    { key: "appointments", href: "/support/appointments" },
    { key: "bulkOperations", href: "/support/operations" },
  ],
  // A supervisor's token also carries "agent": the agent's pages and writes come with it.
  supervisor: [
    { key: "approvals", href: "/supervisor/approvals" },
    { key: "limits", href: "/supervisor/limits" },
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The first role wins when a user has several: its home is where sign-in lands. */
export function homeFor(roles: readonly Role[]): Route {
  const first = roles[0];
  return first ? ROLE_HOME[first] : "/forbidden";
}

export function navFor(roles: readonly Role[]): NavItem[] {
  return roles.flatMap((role) => NAV_ITEMS[role]);
}

export function hasAnyRole(userRoles: readonly Role[], required: readonly Role[]): boolean {
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}

/** Which role a path belongs to, or undefined for shared pages (/, /forbidden, ...). */
export function roleForPath(pathname: string): Role | undefined {
  return ROLES.find((role) => {
    const area = ROLE_AREA[role];
    return pathname === area || pathname.startsWith(`${area}/`);
  });
}

/** The most specific item whose href is the path or a parent of it ("/customer" must not light up on "/customer/usage"). */
export function activeNavHref(items: readonly NavItem[], pathname: string): string | undefined {
  return items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
