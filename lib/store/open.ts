import path from "node:path";
import { openPgStore, type PgStore } from "@/store-kit/pg-store";
import type { StoreTimeouts } from "@/store-kit/unavailable";
import * as schema from "./schema";

export type PortalDb = PgStore<typeof schema>["db"];
export type PortalStore = PgStore<typeof schema>;

/** Bounds of every call to the portal's PostgreSQL store: a stalled database is an answer within seconds. */
export const PORTAL_STORE_TIMEOUTS: StoreTimeouts = { connectMs: 3_000, statementMs: 5_000 };

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
