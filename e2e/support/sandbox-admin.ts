import { SANDBOX_ADMIN_KEY, SANDBOX_URL } from "./env";

export interface TokenFamily {
  familyId: string;
  org: string;
  createdAt: string;
  /** Refresh tokens issued in this family: 1 at sign-in, +1 per rotation. */
  tokens: number;
  /** Refresh tokens that were exchanged (each is one upstream refresh). */
  used: number;
  revoked: number;
}

export interface SandboxSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
}

/** Added latency or a forced status for requests matching `METHOD /path` (sandbox/http/faults.ts). */
export interface FaultRule {
  match: string;
  latencyMs?: number;
  status?: 500 | 502 | 504;
  times?: number;
}

async function admin<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}/__admin${path}`, {
    ...init,
    headers: { "x-admin-key": SANDBOX_ADMIN_KEY, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`sandbox admin ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The sandbox's test controls (x-admin-key), as typed calls. */
export const sandboxAdmin = {
  settings: () => admin<SandboxSettings>("/settings"),
  updateSettings: (patch: Partial<SandboxSettings>) =>
    admin<SandboxSettings>("/settings", { method: "PATCH", body: JSON.stringify(patch) }),
  setFaults: (rules: FaultRule[]) =>
    admin<{ rules: FaultRule[] }>("/faults", { method: "PUT", body: JSON.stringify({ rules }) }),
  clearFaults: () =>
    admin<{ rules: FaultRule[] }>("/faults", { method: "PUT", body: JSON.stringify({ rules: [] }) }),
  /** Moves the sandbox's token clock forward instead of sleeping (expiry, refresh-reuse grace). */
  advanceClock: (seconds: number) =>
    admin<{ offsetSeconds: number }>("/clock", {
      method: "POST",
      body: JSON.stringify({ advanceSeconds: seconds }),
    }),
  resetClock: () => admin<{ offsetSeconds: number }>("/clock", { method: "DELETE" }),
  tokenFamilies: async (username: string) =>
    (await admin<{ families: TokenFamily[] }>(`/token-families?username=${encodeURIComponent(username)}`))
      .families,
};

export type SandboxAdmin = typeof sandboxAdmin;
