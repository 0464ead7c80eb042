// npm start: install what is missing, build, prepare the stores, serve sandbox + portal.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { failAndStopAll, refuseTakenPorts, startGroup, stopAllOnSignalOrExit } from "./processes.mjs";
import { ensureBuild, ensureDependencies, log, root, runOrExit, waitForUrl } from "./setup.mjs";

const sandboxPort = process.env.SANDBOX_PORT ?? "4010";
const portalPort = process.env.PORT ?? "3000";
const sandboxUrl = `http://localhost:${sandboxPort}`;

await refuseTakenPorts({ portal: portalPort, sandbox: sandboxPort });
ensureDependencies();
ensureBuild();

/**
 * A secret made once per checkout and kept in .data/, so restarts do not sign everybody out and no
 * checkout runs with a published default. A value given in the environment wins.
 */
function checkoutSecret(variable, fileName) {
  if (process.env[variable]) return process.env[variable];
  const file = path.join(root, ".data", fileName);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

const appointmentsKey = checkoutSecret("SANDBOX_APPOINTMENTS_API_KEY", "appointments-key");
// The portal's two OAuth clients: never the published demo secrets, which anyone could use.
const clientSecret = checkoutSecret("OPERATOR_CLIENT_SECRET", "portal-web-client-secret");
const networkClientSecret = checkoutSecret("OPERATOR_NETWORK_CLIENT_SECRET", "portal-network-client-secret");
const env = {
  ...process.env,
  NEXTAUTH_SECRET: checkoutSecret("NEXTAUTH_SECRET", "session-secret"),
  AUDIT_CHAIN_KEY: checkoutSecret("AUDIT_CHAIN_KEY", "audit-chain-key"),
  SANDBOX_ADMIN_KEY: checkoutSecret("SANDBOX_ADMIN_KEY", "sandbox-admin-key"),
  // The sandbox checks the key the portal sends: both processes get the same one.
  SANDBOX_APPOINTMENTS_API_KEY: appointmentsKey,
  OPERATOR_APPOINTMENTS_API_KEY: process.env.OPERATOR_APPOINTMENTS_API_KEY ?? appointmentsKey,
  // The sandbox accepts the secrets the portal sends: both processes get the same ones.
  OPERATOR_CLIENT_SECRET: clientSecret,
  SANDBOX_PORTAL_CLIENT_SECRET: process.env.SANDBOX_PORTAL_CLIENT_SECRET ?? clientSecret,
  OPERATOR_NETWORK_CLIENT_SECRET: networkClientSecret,
  SANDBOX_PORTAL_NETWORK_CLIENT_SECRET:
    process.env.SANDBOX_PORTAL_NETWORK_CLIENT_SECRET ?? networkClientSecret,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${portalPort}`,
  // The demo org's support number, given where a customer is told to call (a real org sets its own).
  ORG_SETTINGS: process.env.ORG_SETTINGS ?? JSON.stringify({ demo: { supportPhone: "+34900100100" } }),
  SANDBOX_PORT: sandboxPort,
  OPERATOR_AUTH_URL: process.env.OPERATOR_AUTH_URL ?? `${sandboxUrl}/auth`,
  OPERATOR_BILLING_URL: process.env.OPERATOR_BILLING_URL ?? `${sandboxUrl}/billing`,
  OPERATOR_TICKETING_URL: process.env.OPERATOR_TICKETING_URL ?? `${sandboxUrl}/ticketing`,
  OPERATOR_GATEWAY_URL: process.env.OPERATOR_GATEWAY_URL ?? `${sandboxUrl}/gateway`,
  OPERATOR_SUBSCRIPTIONS_URL: process.env.OPERATOR_SUBSCRIPTIONS_URL ?? `${sandboxUrl}/subscriptions`,
  OPERATOR_APPOINTMENTS_URL: process.env.OPERATOR_APPOINTMENTS_URL ?? `${sandboxUrl}/appointments`,
  // The sandbox offers RFC 7009 revocation (docs/auth.md); a real operator may not: then leave it unset.
  OPERATOR_REVOCATION_URL: process.env.OPERATOR_REVOCATION_URL ?? `${sandboxUrl}/auth/oauth/revoke`,
  NEXT_TELEMETRY_DISABLED: "1",
};

log("Preparing the portal's store…");
runOrExit("npx", ["tsx", "lib/store/migrate-cli.ts"], { env });

log("Starting the operator sandbox (creates and seeds its store on first start)…");
startGroup("npx", ["tsx", "sandbox/main.ts"], { env });
stopAllOnSignalOrExit();
await waitForUrl(sandboxUrl).catch(failAndStopAll);

log("Starting the portal…");
// The wrapper around next start that gives route handlers the socket address (docs/auth.md).
startGroup("node", ["scripts/serve-next.mjs"], { env: { ...env, PORT: portalPort } });
await waitForUrl(`http://localhost:${portalPort}/api/health`).catch(failAndStopAll);

console.log(`
  Portal   http://localhost:${portalPort}
  Sandbox  ${sandboxUrl}   (SMS outbox: ${sandboxUrl}/appointments/sandbox/outbox.html)
           admin and outbox key in .data/sandbox-admin-key

  Demo logins (password: demo-password)
    alice       customer, postpaid mobile
    bob         customer, prepaid mobile
    carol       customer, landline + postpaid mobile
    agent       billing agent
    supervisor  billing agent who approves writes above an agent's limit
    support     support staff

  Ctrl+C stops both.
`);
