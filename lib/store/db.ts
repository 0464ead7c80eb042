import "server-only";
import { processWide } from "@/lib/process-wide";
import { env } from "../env";
import { openPortalStore, type PortalDb } from "./open";

const opening = processWide("portal-store-opening", () => ({
  current: undefined as Promise<PortalDb> | undefined,
}));

// One store per server process: every bundle, and development reloads, must not open PGlite twice.
// A failed open is forgotten, so the next request tries again once the database is back.
export function portalDb(): Promise<PortalDb> {
  opening.current ??= openPortalStore({ databaseUrl: env.DATABASE_URL, dataDir: env.PORTAL_DATA_DIR }).then(
    (store) => store.db,
    (error: unknown) => {
      opening.current = undefined;
      throw error;
    },
  );
  return opening.current;
}
