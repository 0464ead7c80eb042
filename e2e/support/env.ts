/** Ports and addresses of the servers playwright.config.ts starts (override with E2E_* variables). */
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4310);
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3310);
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
export const SANDBOX_ADMIN_KEY = process.env.SANDBOX_ADMIN_KEY ?? "sandbox-admin-key";
/**
 * The portal's OAuth client secret: it must never reach the browser. The e2e portal runs as production,
 * which refuses the published demo secrets, so the e2e servers share e2e-only values.
 */
export const PORTAL_CLIENT_SECRET = "e2e-only-portal-web-client-secret";
const PORTAL_NETWORK_CLIENT_SECRET = "e2e-only-portal-network-client-secret";
const APPOINTMENTS_API_KEY = "e2e-only-appointments-api-key";
/** Both sides of each operator credential, for a sandbox and a portal started for the tests. */
export const E2E_OPERATOR_SECRETS = {
  OPERATOR_CLIENT_SECRET: PORTAL_CLIENT_SECRET,
  SANDBOX_PORTAL_CLIENT_SECRET: PORTAL_CLIENT_SECRET,
  OPERATOR_NETWORK_CLIENT_SECRET: PORTAL_NETWORK_CLIENT_SECRET,
  SANDBOX_PORTAL_NETWORK_CLIENT_SECRET: PORTAL_NETWORK_CLIENT_SECRET,
  OPERATOR_APPOINTMENTS_API_KEY: APPOINTMENTS_API_KEY,
  SANDBOX_APPOINTMENTS_API_KEY: APPOINTMENTS_API_KEY,
};
/** Where the auth setup project keeps one storageState per demo user (.data is git-ignored). */
export const AUTH_STATE_DIR = process.env.E2E_AUTH_STATE_DIR ?? ".data/e2e/auth";
/** The session-cookie secret the e2e portal runs with: lets a test craft a session (e.g. with a revoked token). */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";
