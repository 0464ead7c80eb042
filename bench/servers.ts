import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  isPortFree,
  operatorUrls,
  type StartedProcess,
  startProcess,
  waitForUrl,
} from "../e2e/support/servers";
import { openStore, type SandboxStore } from "../sandbox/store/db";
import { BENCH_OPERATOR_SECRETS } from "./secrets";

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A throw-away PostgreSQL database, or undefined when no PostgreSQL answers. */
async function tempDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `portal_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A server left over from an interrupted run would answer instead, with other code or another build's scripts. */
async function assertPortFree(port: number) {
  if (!(await isPortFree(port)))
    throw new Error(`Port ${port} is already in use by another process: stop it, or set BENCH_*_PORT.`);
}

/** A sandbox in a process of its own (never sharing an event loop with the load generator). */
export async function startSandboxProcess(port: number, databaseUrl?: string) {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sandbox-"));
  const server = startProcess("npx", ["tsx", "sandbox/main.ts", "--reset"], {
    SANDBOX_PORT: String(port),
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_DATABASE_URL: databaseUrl ?? "",
    DATABASE_URL: "",
    ...BENCH_OPERATOR_SECRETS,
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/auth/.well-known/jwks.json`, server);
  return {
    url,
    server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A production portal (built first when stale) pointed at `sandboxUrl`, in a process group of its own,
 * with `env` added (tracing, for one row).
 */
export async function startPortalProcess(port: number, sandboxUrl: string, env: Record<string, string> = {}) {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-portal-"));
  const portal: StartedProcess = startProcess("node", ["e2e/serve-portal.mjs"], {
    PORT: String(port),
    PORTAL_DATA_DIR: dataDir,
    DATABASE_URL: "",
    NEXTAUTH_URL: `http://localhost:${port}`,
    // A secret of this run only: production refuses published ones.
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
    AUDIT_CHAIN_KEY: randomBytes(32).toString("hex"),
    ...operatorUrls(sandboxUrl),
    ...BENCH_OPERATOR_SECRETS,
    // A month of 100k records takes longer than the default 10 s to fetch and parse on a busy machine.
    OPERATOR_TIMEOUT_MS: process.env.OPERATOR_TIMEOUT_MS ?? "60000",
    // Untraced unless the row says otherwise, whatever the shell running the bench has set.
    OTEL_SDK_DISABLED: "true",
    ...env,
  });
  const stop = async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    // The first run builds the portal, which takes minutes on two cores.
    await waitForUrl(`${url}/login`, portal, 900_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

export interface BenchServers {
  sandboxUrl: string;
  /** The sandbox's store, opened from the bench to add usage records (PostgreSQL only). */
  sandboxStore?: SandboxStore;
  storeKind: "pglite" | "postgres";
  adminKey: string;
  portalUrl: string;
  portalPort: number;
  stop(): Promise<void>;
}

/**
 * A fresh sandbox (on a throw-away PostgreSQL database when one answers, else PGlite) and a production
 * portal (built first when stale) pointed at it, each in a process group of its own, stopped by `stop()`.
 */
export async function startBenchServers(
  portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 3410),
  sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 4410),
): Promise<BenchServers> {
  await assertPortFree(portalPort);
  await assertPortFree(sandboxPort);
  const database = await tempDatabase();
  const sandbox = await startSandboxProcess(sandboxPort, database?.url);
  const sandboxStore = database ? await openStore({ databaseUrl: database.url, dataDir: "" }) : undefined;
  const stopSandbox = async () => {
    await sandboxStore?.close();
    await sandbox.stop();
    await database?.drop();
  };
  let portal: Awaited<ReturnType<typeof startPortalProcess>>;
  try {
    portal = await startPortalProcess(portalPort, sandbox.url);
  } catch (error) {
    await stopSandbox();
    throw error;
  }
  return {
    sandboxUrl: sandbox.url,
    sandboxStore,
    storeKind: database ? "postgres" : "pglite",
    adminKey: process.env.SANDBOX_ADMIN_KEY ?? "sandbox-admin-key",
    portalUrl: portal.url,
    portalPort,
    stop: async () => {
      await portal.stop();
      await stopSandbox();
    },
  };
}
