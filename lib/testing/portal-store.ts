import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPortalStore, type PortalStore } from "@/lib/store/open";

/** `npm test` provides a throw-away PostgreSQL database on its second pass; the first runs on PGlite. */
export const testDatabaseUrl = process.env.PORTAL_TEST_DATABASE_URL || undefined;
export const testStoreKind = testDatabaseUrl ? "PostgreSQL" : "PGlite";

/** A migrated portal store of the test file's own (PGlite in a fresh folder), and how to throw it away. */
export async function openTestStore(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const store: PortalStore = await openPortalStore({ databaseUrl: testDatabaseUrl, dataDir });
  return {
    store,
    dataDir,
    /** Closes the store (or the one reopened over the same folder) and deletes the folder. */
    close: async (current: PortalStore = store) => {
      await current.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
