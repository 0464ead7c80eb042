import { test as base, expect } from "@playwright/test";
import { type SandboxAdmin, sandboxAdmin } from "./support/sandbox-admin";
import { DEMO_USERS, type DemoUser, type DemoUsername, storageStatePath } from "./support/users";

interface PortalFixtures {
  /** The demo user the page is signed in as (storageState from the auth setup); null for a signed-out page. */
  user: DemoUsername | null;
  /** The signed-in user's details (name, role, home). */
  demoUser: DemoUser | null;
  sandbox: SandboxAdmin;
}

/**
 * `test.use({ user: "agent" })` signs the page in as that demo user; the default is alice.
 * `test.use({ user: null })` gives a signed-out page.
 */
export const test = base.extend<PortalFixtures>({
  user: ["alice", { option: true }],
  storageState: async ({ user }, use) => {
    await use(user ? storageStatePath(user) : { cookies: [], origins: [] });
  },
  demoUser: async ({ user }, use) => {
    await use(user ? DEMO_USERS[user] : null);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring argument.
  sandbox: async ({}, use) => {
    await use(sandboxAdmin);
  },
});

export { expect };
