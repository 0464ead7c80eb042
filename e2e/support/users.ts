import path from "node:path";
import { AUTH_STATE_DIR } from "./env";

export const DEMO_PASSWORD = "demo-password";

type PortalRole = "customer" | "agent" | "support" | "supervisor";

export interface DemoUser {
  username: string;
  name: string;
  role: PortalRole;
  /** Where sign-in lands. */
  home: string;
}

/** The demo cast of org "demo" (sandbox/seed/identity.ts), the tenant of the portal's client. */
export const DEMO_USERS = {
  alice: { username: "alice", name: "Alice Martin", role: "customer", home: "/customer" },
  bob: { username: "bob", name: "Bob Keller", role: "customer", home: "/customer" },
  carol: { username: "carol", name: "Carol Diaz", role: "customer", home: "/customer" },
  agent: { username: "agent", name: "Ana Gent", role: "agent", home: "/agent" },
  support: { username: "support", name: "Sam Porter", role: "support", home: "/support/tickets" },
  supervisor: {
    username: "supervisor",
    name: "Sue Pervis",
    role: "supervisor",
    home: "/supervisor/approvals",
  },
} as const satisfies Record<string, DemoUser>;

export type DemoUsername = keyof typeof DEMO_USERS;

export const DEMO_USERNAMES = Object.keys(DEMO_USERS) as DemoUsername[];

export function storageStatePath(username: DemoUsername): string {
  return path.join(AUTH_STATE_DIR, `${username}.json`);
}
