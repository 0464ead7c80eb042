import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore, testDatabaseUrl, testStoreKind } from "@/lib/testing/portal-store";
import { openPortalStore, type PortalStore } from "./open";
import { auditEntries } from "./schema";

describe(`portal store (${testStoreKind})`, () => {
  let store: PortalStore;
  let dataDir: string;

  let closeStore: (current: PortalStore) => Promise<void>;
  beforeAll(async () => {
    ({ store, dataDir, close: closeStore } = await openTestStore("portal-store-"));
  }, 60_000);
  afterAll(() => closeStore(store));

  const migrationsApplied = async (s: PortalStore) => {
    const result = await s.db.execute(sql`select count(*)::int as n from drizzle.__portal_migrations`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  // Opening a PGlite store takes seconds on a busy machine.
  it("migrates idempotently: reopening an up-to-date store keeps its data and applies nothing", async () => {
    const applied = await migrationsApplied(store);
    expect(applied).toBeGreaterThan(0);
    const [kept] = await store.db
      .insert(auditEntries)
      .values({
        org: "demo",
        actorId: "u-1",
        actorName: "Ana",
        action: "movement.create",
        targetType: "movement",
        outcome: "failed",
      })
      .returning();
    await store.close();

    store = await openPortalStore({ databaseUrl: testDatabaseUrl, dataDir });
    expect(await migrationsApplied(store)).toBe(applied);
    const [row] = await store.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.id, kept?.id ?? -1));
    expect(row?.actorName).toBe("Ana");
  }, 60_000);

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
