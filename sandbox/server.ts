import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createSandboxApp, type ObserveAnswer } from "./app";
import { readSandboxConfig, type SandboxConfig } from "./config";
import { seedIfEmpty } from "./seed";
import { applyClientSecrets } from "./seed/client-secrets";
import { reseedNetwork } from "./seed/network";
import { openStore, type SandboxStore } from "./store/db";

export interface RunningSandbox {
  url: string;
  config: SandboxConfig;
  store: SandboxStore;
  seeded: boolean;
  stop(): Promise<void>;
}

/** Opens (and if empty seeds) the store and serves the sandbox; port 0 picks a free port. */
export async function startSandbox(
  overrides: Partial<SandboxConfig> & { reset?: boolean; hostname?: string; observe?: ObserveAnswer } = {},
): Promise<RunningSandbox> {
  const { reset, hostname = "127.0.0.1", observe, ...configOverrides } = overrides;
  const base = { ...readSandboxConfig(), ...configOverrides };
  const store = await openStore({ databaseUrl: base.databaseUrl, dataDir: base.dataDir, reset });
  const seeded = await store.exclusive(async () => {
    const fresh = await seedIfEmpty(store.db);
    await reseedNetwork(store.db);
    await applyClientSecrets(store.db, base.clientSecrets);
    return fresh;
  });

  let resolveListening: (port: number) => void = () => {};
  const listening = new Promise<number>((resolve) => {
    resolveListening = resolve;
  });
  // Public links must point at the port actually bound, which is only known once listening.
  const config: SandboxConfig = { ...base };
  const { app } = createSandboxApp(store.db, config, observe);
  const server = serve({ fetch: app.fetch, port: base.port, hostname }, (info: AddressInfo) =>
    resolveListening(info.port),
  );
  const port = await listening;
  config.port = port;
  if (!overrides.publicOrigin && base.port === 0) config.publicOrigin = `http://localhost:${port}`;

  return {
    url: `http://localhost:${port}`,
    config,
    store,
    seeded,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
