import "server-only";
import { processWide } from "@/lib/process-wide";
import { env } from "../env";
import { openPortalStore, type PortalDb } from "./open";

// One store per server process: every bundle, and development reloads, must not open PGlite twice.
export function portalDb(): Promise<PortalDb> {
  return processWide("portal-store", () =>
    openPortalStore({ databaseUrl: env.DATABASE_URL, dataDir: env.PORTAL_DATA_DIR }).then(
      (store) => store.db,
    ),
  );
}
