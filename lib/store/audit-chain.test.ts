import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestStore, testStoreKind } from "@/lib/testing/portal-store";
import { appendChained, verifyAuditChain } from "./audit-chain";
import type { PortalStore } from "./open";
import { auditChainHeads, auditEntries } from "./schema";

describe(`tamper-evident audit chain (${testStoreKind})`, () => {
  let store: PortalStore;
  let org: string;
  let n = 0;

  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close: closeStore } = await openTestStore("portal-chain-"));
  }, 120_000);
  afterAll(() => closeStore());
  beforeEach(() => {
    n += 1;
    org = `chain-${Date.now()}-${n}`;
  });

  const append = (i: number) =>
    store.db.transaction((tx) =>
      appendChained(tx, {
        org,
        actorId: "u-agent",
        actorName: "Ana Gent",
        action: "refund.create",
        targetType: "movement",
        targetId: `MOV-${i}`,
        customerRef: "SUB-1004",
        changes: {
          request: { amount: { value_with_taxes: 60.5 }, key: `k-${i}` },
          nested: { b: 1, a: [2, 3] },
        },
        outcome: "succeeded",
        upstreamStatus: 201,
      }),
    );

  /** What someone with direct database access does: bypass the append-only trigger and change a row. */
  const tamper = (statement: ReturnType<typeof sql>) =>
    store.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE portal.audit_entries DISABLE TRIGGER audit_entries_append_only`);
      await tx.execute(statement);
      await tx.execute(sql`ALTER TABLE portal.audit_entries ENABLE TRIGGER audit_entries_append_only`);
    });

  const ids = async () =>
    (
      await store.db
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .where(eq(auditEntries.org, org))
        .orderBy(asc(auditEntries.id))
    ).map((r) => r.id);

  it("an untouched trail verifies, entry by entry", async () => {
    for (const i of [1, 2, 3]) await append(i);
    expect(await verifyAuditChain(store.db, org)).toEqual({ org, checked: 3, unchained: 0 });
  });

  it("concurrent appends of one org still form one unbroken chain", async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => append(i)));
    const report = await verifyAuditChain(store.db, org, 3);
    expect(report).toEqual({ org, checked: 8, unchained: 0 });
  });

  it("names the first entry edited directly in the database", async () => {
    for (const i of [1, 2, 3]) await append(i);
    const [, second] = await ids();
    await tamper(sql`UPDATE portal.audit_entries SET actor_name = 'Someone else' WHERE id = ${second}`);
    const report = await verifyAuditChain(store.db, org);
    expect(report.broken).toMatchObject({ entryId: second, problem: "edited" });
  });

  it("an edit of the changes (amount) is found too, even with the hash recomputed naively", async () => {
    for (const i of [1, 2]) await append(i);
    const [first, second] = await ids();
    await tamper(
      sql`UPDATE portal.audit_entries SET changes = jsonb_set(changes, '{request,amount,value_with_taxes}', '6.05'), hash = md5(hash) WHERE id = ${first}`,
    );
    const report = await verifyAuditChain(store.db, org);
    expect(report.broken?.entryId).toBe(first);
    expect(second).toBeGreaterThan(first ?? 0);
  });

  it("names the entry after a deleted one, and a deleted tail", async () => {
    for (const i of [1, 2, 3, 4]) await append(i);
    const [, second, third, fourth] = await ids();
    await tamper(sql`DELETE FROM portal.audit_entries WHERE id = ${second}`);
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({
      entryId: third,
      problem: "previous-missing",
    });

    const other = `${org}-tail`;
    org = other;
    for (const i of [1, 2]) await append(i);
    const [, last] = await ids();
    await tamper(sql`DELETE FROM portal.audit_entries WHERE id = ${last}`);
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({ problem: "tail-missing" });
    expect(fourth).toBeDefined();
  });

  it("the chain head follows the last entry", async () => {
    const id = await append(1);
    const [head] = await store.db.select().from(auditChainHeads).where(eq(auditChainHeads.org, org));
    expect(head?.lastId).toBe(id);
  });
});
