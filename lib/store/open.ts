import path from "node:path";
import { openPgStore, type PgStore } from "./pg-store";
import * as schema from "./schema";
import { PORTAL_STORE_TIMEOUTS, type StoreTimeouts } from "./unavailable";

export type PortalDb = PgStore<typeof schema>["db"];
export type PortalStore = PgStore<typeof schema>;

/** Embedded PGlite in `dataDir` by default; PostgreSQL when a connection string is given. Migrates on open. */
export function openPortalStore(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: StoreTimeouts;
}): Promise<PortalStore> {
  return openPgStore({
    schema,
    // Resolved from the working directory: inside the Next.js server bundle import.meta.url is not the source file.
    migrations: { folder: path.resolve("lib/store/migrations"), table: "__portal_migrations" },
    lockName: "portal-migrations",
    ...options,
    timeouts: options.timeouts ?? PORTAL_STORE_TIMEOUTS,
  });
}
