import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore, testDatabaseUrl } from "@/lib/testing/portal-store";
import { startStalledServer } from "@/lib/testing/stalled-server";
import { StoreUnavailableError, storeUnavailable } from "@/store-kit/unavailable";
import { openPortalStore, PORTAL_STORE_TIMEOUTS } from "./open";

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-stalled-"));
let stalled: Awaited<ReturnType<typeof startStalledServer>>;
beforeAll(async () => {
  stalled = await startStalledServer();
});
afterAll(async () => {
  await stalled.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** How long `work` took to settle, and how. */
async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  const error = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { ms: performance.now() - started, error };
}

describe("the portal's store, bounded", () => {
  it("item 24: a PostgreSQL that accepts and never answers fails the store call at the portal's connect bound, typed", async () => {
    const { ms, error } = await timed(() => openPortalStore({ databaseUrl: stalled.url, dataDir }));
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(PORTAL_STORE_TIMEOUTS.connectMs - 50);
    expect(ms).toBeLessThan(PORTAL_STORE_TIMEOUTS.connectMs + 1_500);
  }, 20_000);

  it("item 24: an unreachable PostgreSQL (nothing listening) is the same typed error", async () => {
    const { error } = await timed(() =>
      openPortalStore({ databaseUrl: "postgres://portal@127.0.0.1:1/portal", dataDir }),
    );
    expect(error).toBeInstanceOf(StoreUnavailableError);
  }, 20_000);

  it.skipIf(!testDatabaseUrl)(
    "item 24: a statement past the bound is cancelled and reported as the store being unavailable",
    async () => {
      const { store, close } = await openTestStore("portal-bounded-");
      try {
        const bounded = await openPortalStore({
          databaseUrl: testDatabaseUrl,
          dataDir,
          timeouts: { connectMs: 1_000, statementMs: 300 },
        });
        const { ms, error } = await timed(() => bounded.db.execute(sql`select pg_sleep(10)`));
        await bounded.close();
        expect(storeUnavailable(error)).toBeInstanceOf(StoreUnavailableError);
        expect(ms).toBeLessThan(2_000);
        // A refused statement is not an outage: it stays its own error.
        expect(
          storeUnavailable(await store.db.execute(sql`select 1/0`).catch((e: unknown) => e)),
        ).toBeUndefined();
      } finally {
        await close();
      }
    },
    30_000,
  );
});
