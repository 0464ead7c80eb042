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

// A session-cookie secret made once per checkout and kept, so restarts do not sign everybody out.
const secretFile = path.join(root, ".data", "session-secret");
if (!process.env.NEXTAUTH_SECRET && !existsSync(secretFile)) {
  mkdirSync(path.dirname(secretFile), { recursive: true });
  writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
}
const env = {
  ...process.env,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? readFileSync(secretFile, "utf8").trim(),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${portalPort}`,
  SANDBOX_PORT: sandboxPort,
  OPERATOR_AUTH_URL: process.env.OPERATOR_AUTH_URL ?? `${sandboxUrl}/auth`,
  OPERATOR_BILLING_URL: process.env.OPERATOR_BILLING_URL ?? `${sandboxUrl}/billing`,
  OPERATOR_TICKETING_URL: process.env.OPERATOR_TICKETING_URL ?? `${sandboxUrl}/ticketing`,
  OPERATOR_GATEWAY_URL: process.env.OPERATOR_GATEWAY_URL ?? `${sandboxUrl}/gateway`,
  OPERATOR_SUBSCRIPTIONS_URL: process.env.OPERATOR_SUBSCRIPTIONS_URL ?? `${sandboxUrl}/subscriptions`,
  OPERATOR_APPOINTMENTS_URL: process.env.OPERATOR_APPOINTMENTS_URL ?? `${sandboxUrl}/appointments`,
  NEXT_TELEMETRY_DISABLED: "1",
};

log("Preparing the portal's store…");
runOrExit("npx", ["tsx", "lib/store/migrate-cli.ts"], { env });

log("Starting the operator sandbox (creates and seeds its store on first start)…");
startGroup("npx", ["tsx", "sandbox/main.ts"], { env });
stopAllOnSignalOrExit();
await waitForUrl(sandboxUrl).catch(failAndStopAll);

log("Starting the portal…");
startGroup("npx", ["next", "start", "-p", portalPort], { env });
await waitForUrl(`http://localhost:${portalPort}/api/health`).catch(failAndStopAll);

console.log(`
  Portal   http://localhost:${portalPort}
  Sandbox  ${sandboxUrl}   (SMS outbox: ${sandboxUrl}/appointments/sandbox/outbox.html)

  Demo logins (password: demo-password)
    alice    customer, postpaid mobile
    bob      customer, prepaid mobile
    carol    customer, landline + postpaid mobile
    agent    billing agent
    support  support staff

  Ctrl+C stops both.
`);
