import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestStore, testStoreKind } from "@/lib/testing/portal-store";
import { appendChained, hashEntry, verifyAuditChain } from "./audit-chain";
import type { PortalStore } from "./open";

type AuditRow = typeof auditEntries.$inferSelect;

import { approvalLimits, auditChainHeads, auditEntries } from "./schema";

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

  const append = (i: number, key?: string | null) =>
    store.db.transaction((tx) =>
      appendChained(
        tx,
        {
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
        },
        key,
      ),
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
    expect(await verifyAuditChain(store.db, org)).toEqual({ org, checked: 3, unchained: 0, unkeyed: 0 });
  });

  it("concurrent appends of one org still form one unbroken chain", async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => append(i)));
    const report = await verifyAuditChain(store.db, org, 3);
    expect(report).toEqual({ org, checked: 8, unchained: 0, unkeyed: 0 });
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

  const rowsOf = () =>
    store.db.select().from(auditEntries).where(eq(auditEntries.org, org)).orderBy(asc(auditEntries.id));

  it("item 13: TRUNCATE of either audit table, and deleting a chain head, are refused", async () => {
    for (const i of [1, 2]) await append(i);
    await expect(store.db.execute(sql`TRUNCATE portal.audit_entries`)).rejects.toThrow();
    await expect(store.db.execute(sql`TRUNCATE portal.audit_chain_heads`)).rejects.toThrow();
    await expect(store.db.delete(auditChainHeads).where(eq(auditChainHeads.org, org))).rejects.toThrow();
    const report = await verifyAuditChain(store.db, org);
    expect(report.checked).toBe(2);
    expect(report.broken).toBeUndefined();
  });

  it("item 13: an org's whole trail deleted with its head kept is found", async () => {
    const head = await append(1).then(() => append(2));
    await tamper(sql`DELETE FROM portal.audit_entries WHERE org = ${org}`);
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({
      problem: "trail-deleted",
      chainEnd: head,
    });
  });

  it("item 13: blanked hashes, head included, are found instead of passing as entries older than the chain", async () => {
    for (const i of [1, 2]) await append(i);
    await tamper(sql`UPDATE portal.audit_entries SET hash = '', prev_hash = '' WHERE org = ${org}`);
    await store.db.update(auditChainHeads).set({ lastHash: "" }).where(eq(auditChainHeads.org, org));
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({ problem: "trail-deleted" });
  });

  it("item 13: an org with approval limits but no trail at all is found", async () => {
    await store.db.insert(approvalLimits).values({
      org,
      refundMax: "1",
      rectificationMax: "1",
      creditMovementMax: "1",
      updatedById: "u",
      updatedByName: "U",
    });
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({ problem: "trail-missing" });
  });

  /**
   * What someone with the code and direct database access, but not the key, does: edit one entry, then
   * recompute sha256 hashes and links from it through `lastIndex` (and the link of the entry after).
   */
  const rewriteWithPlainHashes = async (
    fromIndex: number,
    lastIndex: number,
    edit: (row: AuditRow) => AuditRow,
  ) => {
    const rows = await rowsOf();
    let prevHash = rows[fromIndex - 1]?.hash ?? "";
    for (const [index, row] of rows.entries()) {
      if (index < fromIndex) continue;
      if (index > lastIndex) {
        await tamper(sql`UPDATE portal.audit_entries SET prev_hash = ${prevHash} WHERE id = ${row.id}`);
        return;
      }
      const changed = { ...(index === fromIndex ? edit(row) : row), prevHash };
      const hash = hashEntry(changed, null);
      await tamper(
        sql`UPDATE portal.audit_entries SET actor_name = ${changed.actorName}, prev_hash = ${prevHash}, hash = ${hash} WHERE id = ${row.id}`,
      );
      prevHash = hash;
    }
    await store.db.update(auditChainHeads).set({ lastHash: prevHash }).where(eq(auditChainHeads.org, org));
  };

  it("item 13: an edited entry with its SHA-256 and every later link recomputed is found (the chain is keyed)", async () => {
    for (const i of [1, 2, 3]) await append(i);
    const [, second] = await ids();
    await rewriteWithPlainHashes(1, 2, (row) => ({ ...row, actorName: "Someone else" }));
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({
      entryId: second,
      problem: "edited",
    });
  });

  it("item 13: a chain hashed before the key still verifies, and its keyed entries seal it", async () => {
    for (const i of [1, 2]) await append(i, null);
    for (const i of [3, 4]) await append(i);
    expect(await verifyAuditChain(store.db, org)).toEqual({ org, checked: 4, unchained: 0, unkeyed: 2 });
    expect(
      await verifyAuditChain(store.db, org, 500, "another-key-0123456789abcdef0123456789"),
    ).toMatchObject({
      broken: { problem: "edited" },
    });

    const [first, , third] = await ids();
    // The older entries rewritten consistently: the first keyed entry's HMAC covers the link to them.
    await rewriteWithPlainHashes(0, 1, (row) => ({ ...row, actorName: "Someone else" }));
    expect(first).toBeDefined();
    expect((await verifyAuditChain(store.db, org)).broken).toMatchObject({
      entryId: third,
      problem: "edited",
    });
  });
});
