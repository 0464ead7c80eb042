import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SANDBOX_ADMIN_KEY } from "./support/env";
import { isPortFree, startProcess, waitForUrl } from "./support/servers";

// `npm start` as an operator runs it: its own ports, its own throw-away stores.
const PORTAL_PORT = 3711;
const SANDBOX_PORT = 4711;
const PORTAL = `http://localhost:${PORTAL_PORT}`;
const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
const run = `${process.pid}-${Date.now()}`;
const startEnv = {
  PORT: String(PORTAL_PORT),
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_DATA_DIR: path.join(os.tmpdir(), `portal-ops-sandbox-${run}`),
  PORTAL_DATA_DIR: path.join(os.tmpdir(), `portal-ops-portal-${run}`),
  NEXTAUTH_SECRET: "ops-test-session-secret-0123456789abcdef",
  DATABASE_URL: "",
  SANDBOX_DATABASE_URL: "",
  REDIS_URL: "",
};

test.describe.configure({ mode: "serial", timeout: 420_000 });

test("npm start refuses a port that something else holds, naming it", async () => {
  const squatter = net.createServer().listen(SANDBOX_PORT);
  await new Promise((resolve) => squatter.once("listening", resolve));
  try {
    const start = startProcess("node", ["scripts/start.mjs"], startEnv);
    expect(await start.exited).toBe(1);
    expect(start.output()).toContain(`Port ${SANDBOX_PORT} (sandbox) is already in use`);
    expect(await isPortFree(PORTAL_PORT)).toBe(true);
  } finally {
    squatter.close();
  }
});

test("SIGTERM stops the portal and the sandbox after finishing the request in flight", async () => {
  const start = startProcess("node", ["scripts/start.mjs"], startEnv);
  try {
    await waitForUrl(`${PORTAL}/api/health`, start, 360_000);
    const health = await fetch(`${PORTAL}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${PORTAL}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { store: "ok", tokenService: "ok", redis: "unused" },
    });

    // The readiness check's call to the token service now takes 1.5 s: shutdown must wait for it.
    await fetch(`${SANDBOX}/__admin/faults`, {
      method: "PUT",
      headers: { "x-admin-key": SANDBOX_ADMIN_KEY, "content-type": "application/json" },
      body: JSON.stringify({ rules: [{ match: "^GET /auth/\\.well-known/jwks\\.json$", latencyMs: 1500 }] }),
    });
    const inFlight = fetch(`${PORTAL}/api/ready`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    start.child.kill("SIGTERM");

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await start.exited).not.toBeNull();
    expect(await isPortFree(PORTAL_PORT)).toBe(true);
    expect(await isPortFree(SANDBOX_PORT)).toBe(true);
  } finally {
    await start.stop("SIGKILL");
  }
});
