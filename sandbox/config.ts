import path from "node:path";

export interface SandboxConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Guards the fault-injection and settings API; faults are off until someone with this key sets one. */
  adminKey: string;
  /** The key appointment events must carry in their Authorization header. */
  appointmentsApiKey: string;
  /** Origin the sandbox is reached at, used to build public document links. */
  publicOrigin: string;
  /**
   * Demo mode (default on): `GET /gateway/v0/sandbox/test-subjects` publishes the test subscribers' data
   * (ID documents, birth dates, addresses) without authentication. `SANDBOX_PUBLIC_SUBJECTS=0` turns it off.
   */
  publicSubjects: boolean;
  /** The secrets the portal's two clients authenticate with (`npm start` generates them per checkout). */
  clientSecrets: { "portal-web": string; "portal-network": string };
}

/** The demo values published in the docs: fine for a developer's sandbox, refused by a production portal. */
export const PUBLISHED_CLIENT_SECRETS = {
  "portal-web": "portal-web-secret",
  "portal-network": "portal-network-secret",
} as const;

const OFF = new Set(["0", "false", "off", "no"]);

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_PORT is not a port: ${env.SANDBOX_PORT}`);
  return {
    port,
    dataDir: path.resolve(env.SANDBOX_DATA_DIR ?? ".data/sandbox"),
    databaseUrl: env.SANDBOX_DATABASE_URL ?? env.DATABASE_URL ?? undefined,
    adminKey: env.SANDBOX_ADMIN_KEY ?? "sandbox-admin-key",
    appointmentsApiKey: env.SANDBOX_APPOINTMENTS_API_KEY ?? "appointments-demo-key",
    publicOrigin: env.SANDBOX_PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    clientSecrets: {
      "portal-web": env.SANDBOX_PORTAL_CLIENT_SECRET || PUBLISHED_CLIENT_SECRETS["portal-web"],
      "portal-network":
        env.SANDBOX_PORTAL_NETWORK_CLIENT_SECRET || PUBLISHED_CLIENT_SECRETS["portal-network"],
    },
    publicSubjects: !OFF.has((env.SANDBOX_PUBLIC_SUBJECTS ?? "1").trim().toLowerCase()),
  };
}
