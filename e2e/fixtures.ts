import { test as base, expect } from "@playwright/test";
import { languageOf, type Words, wordsFor } from "./support/i18n";
import { type SandboxAdmin, sandboxAdmin } from "./support/sandbox-admin";
import { DEMO_USERS, type DemoUser, type DemoUsername, storageStatePath } from "./support/users";

interface PortalFixtures {
  /** The demo user the page is signed in as (storageState from the auth setup); null for a signed-out page. */
  user: DemoUsername | null;
  /** The signed-in user's details (name, role, home). */
  demoUser: DemoUser | null;
  sandbox: SandboxAdmin;
  /** The page's language (from the project's browser locale) and what it says in it: `words.t("Nav.usage")`. */
  words: Words;
  /** Fails the test when a page reports a Content-Security-Policy violation (automatic). */
  cspViolations: string[];
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
  words: async ({ locale }, use) => {
    await use(wordsFor(languageOf(locale)));
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations reported by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
