import "server-only";
import { env } from "../env";
import { openPortalStore, type PortalDb } from "./open";

// One store per server process, kept on globalThis so development reloads do not open PGlite twice.
const holder = globalThis as unknown as { portalStore?: Promise<PortalDb> };

export function portalDb(): Promise<PortalDb> {
  holder.portalStore ??= openPortalStore({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PORTAL_DATA_DIR,
  }).then((store) => store.db);
  return holder.portalStore;
}
