import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPortalStore, type PortalStore } from "./open";
import { auditEntries } from "./schema";

// Runs on PGlite, and on PostgreSQL too when `npm test` provides a throw-away database.
const databaseUrl = process.env.PORTAL_TEST_DATABASE_URL || undefined;

describe(`portal store (${databaseUrl ? "PostgreSQL" : "PGlite"})`, () => {
  let store: PortalStore;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "portal-store-"));
    store = await openPortalStore({ databaseUrl, dataDir });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates idempotently: opening an up-to-date store again changes nothing", async () => {
    const again = await openPortalStore({ databaseUrl, dataDir: databaseUrl ? dataDir : `${dataDir}-2` });
    await again.close();
    rmSync(`${dataDir}-2`, { recursive: true, force: true });
  });

  it("keeps the audit trail append-only", async () => {
    const [entry] = await store.db
      .insert(auditEntries)
      .values({
        org: "demo",
        actorId: "u-agent",
        actorName: "Ana",
        action: "movement.create",
        targetType: "movement",
        outcome: "failed",
      })
      .returning();
    expect(entry?.id).toBeTypeOf("number");
    const id = entry?.id ?? -1;
    await expect(
      store.db.update(auditEntries).set({ outcome: "succeeded" }).where(eq(auditEntries.id, id)),
    ).rejects.toThrow();
    await expect(store.db.delete(auditEntries).where(eq(auditEntries.id, id))).rejects.toThrow();
    const [row] = await store.db.select().from(auditEntries).where(eq(auditEntries.id, id));
    expect(row?.outcome).toBe("failed");
  });
});
