import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningSandbox, startSandbox } from "../sandbox/server";

async function waitForPortal(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

export interface BenchServers {
  sandbox: RunningSandbox;
  portalUrl: string;
  stop(): Promise<void>;
}

/** A fresh sandbox and a production portal (built first when stale) pointed at it, on ports of their own. */
export async function startBenchServers(portalPort = 3410): Promise<BenchServers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sandbox-"));
  const portalDataDir = mkdtempSync(path.join(tmpdir(), "bench-portal-"));
  const sandbox = await startSandbox({ port: 0, dataDir, reset: true, databaseUrl: "" });
  const apis = ["auth", "billing", "ticketing", "gateway", "subscriptions", "appointments"];
  const portal: ChildProcess = spawn("node", ["e2e/serve-portal.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(portalPort),
      PORTAL_DATA_DIR: portalDataDir,
      DATABASE_URL: "",
      NEXTAUTH_URL: `http://localhost:${portalPort}`,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-only-session-secret-0123456789abcdef",
      ...Object.fromEntries(
        apis.map((api) => [`OPERATOR_${api.toUpperCase()}_URL`, `${sandbox.url}/${api}`]),
      ),
    },
  });
  const portalUrl = `http://localhost:${portalPort}`;
  // The first run builds the portal, which takes minutes on two cores.
  await waitForPortal(`${portalUrl}/login`, 900_000);
  return {
    sandbox,
    portalUrl,
    stop: async () => {
      portal.kill("SIGTERM");
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(portalDataDir, { recursive: true, force: true });
    },
  };
}
