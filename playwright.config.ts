import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_OPERATOR_SECRETS,
  E2E_SESSION_SECRET,
  PORTAL_PORT,
  PORTAL_URL,
  SANDBOX_PORT,
  SANDBOX_URL,
} from "./e2e/support/env";

// Both servers are started fresh for a run: a sandbox on its own temporary store (--reset), the portal
// from a production build (built first when missing or stale). Set E2E_REUSE_SERVERS=1 to reuse running ones.
const sandboxDataDir = path.join(os.tmpdir(), `telecom-portal-e2e-sandbox-${SANDBOX_PORT}`);
const portalDataDir = path.join(os.tmpdir(), `telecom-portal-e2e-portal-${PORTAL_PORT}`);
const reuse = process.env.E2E_REUSE_SERVERS === "1";
// Dependencies always run whole, whatever the filter: E2E_PROJECTS_ALONE=1 makes every project depend on
// sign-in only, so `--project=stateful-es some.spec` runs just that spec while working on it (with
// E2E_WORKERS=1 when two projects given share sandbox state).
const alone = process.env.E2E_PROJECTS_ALONE === "1";
const after = (project: string) => (alone ? ["setup"] : [project]);
const STATEFUL = [
  "attacks",
  "agent-faults",
  "customer-states",
  "login-throttle",
  "network-lines",
  "network-step-up",
  "session-refresh",
  "support-appointments",
  "scale-out",
  "operations-start",
  "tracing",
];
// Persona flows run once per language (the -es projects): each says what the page should say
// through the `words` fixture, so one spec checks both catalogues.
const BILINGUAL = [
  "agent-faults",
  "agent-movements",
  "agent-rectification",
  "agent-refund",
  "agent-writes",
  "approvals",
  "customer-invoices",
  "customer-overview",
  "customer-phone",
  "customer-usage",
  "every-page",
  "network-lines",
  "network-step-up",
  "sign-in",
  "support-appointments",
  "support-lines",
  "support-operations",
  "support-tickets",
];
const specs = (names: string[]) => (names.length ? new RegExp(`/(${names.join("|")})\\.spec\\.ts$`) : /^$/);
const STATEFUL_SPECS = specs(STATEFUL);
const SPANISH = { ...devices["Desktop Chrome"], locale: "es-ES" };

const operatorUrls = {
  OPERATOR_AUTH_URL: `${SANDBOX_URL}/auth`,
  OPERATOR_BILLING_URL: `${SANDBOX_URL}/billing`,
  OPERATOR_TICKETING_URL: `${SANDBOX_URL}/ticketing`,
  OPERATOR_GATEWAY_URL: `${SANDBOX_URL}/gateway`,
  OPERATOR_SUBSCRIPTIONS_URL: `${SANDBOX_URL}/subscriptions`,
  OPERATOR_APPOINTMENTS_URL: `${SANDBOX_URL}/appointments`,
  OPERATOR_REVOCATION_URL: `${SANDBOX_URL}/auth/oauth/revoke`,
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores are shared with the servers under test.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: PORTAL_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      dependencies: ["setup"],
      testIgnore: [/auth\.setup\.ts/, STATEFUL_SPECS],
    },
    {
      // After the English run, so the two runs of a spec that writes never race on the same records.
      name: "chromium-es",
      use: SPANISH,
      dependencies: after("chromium"),
      testMatch: specs(BILINGUAL.filter((name) => !STATEFUL.includes(name))),
    },
    {
      // Specs that change what the whole sandbox answers (fault rules, token lifetimes, network state)
      // or start servers of their own: one at a time, after everything else, so no spec sees another's.
      name: "stateful",
      use: { ...devices["Desktop Chrome"] },
      dependencies: after("chromium-es"),
      testMatch: STATEFUL_SPECS,
      workers: 1,
    },
    {
      name: "stateful-es",
      use: SPANISH,
      dependencies: after("stateful"),
      testMatch: specs(BILINGUAL.filter((name) => STATEFUL.includes(name))),
      workers: 1,
    },
  ],
  webServer: [
    {
      command: "npx tsx sandbox/main.ts --reset",
      url: SANDBOX_URL,
      reuseExistingServer: reuse,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_DATA_DIR: sandboxDataDir,
        // Always the embedded store: --reset must never wipe a shared database.
        SANDBOX_DATABASE_URL: "",
        DATABASE_URL: "",
        ...E2E_OPERATOR_SECRETS,
      },
    },
    {
      command: "node e2e/serve-portal.mjs",
      url: `${PORTAL_URL}/login`,
      reuseExistingServer: reuse,
      // A cold production build on two shared cores takes a few minutes.
      timeout: 600_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORTAL_PORT),
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXTAUTH_URL: PORTAL_URL,
        NEXTAUTH_SECRET: E2E_SESSION_SECRET,
        AUDIT_CHAIN_KEY: "e2e-only-audit-chain-key-0123456789abcdef",
        PORTAL_DATA_DIR: portalDataDir,
        PORTAL_FRESH_STORE: "1",
        // Specs change the sandbox's state between two loads of a page; the cache has its unit tests.
        PORTAL_CACHE_SECONDS: "0",
        // The demo org has a support number (e2e/network-lines); acme has none.
        ORG_SETTINGS: JSON.stringify({ demo: { supportPhone: "+34900100100" } }),
        DATABASE_URL: "",
        ...operatorUrls,
        ...E2E_OPERATOR_SECRETS,
      },
    },
  ],
});
