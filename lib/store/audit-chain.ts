import { createHash, createHmac } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { auditChainKey } from "./audit-key";
import type { PortalDb } from "./open";
import { approvalLimits, approvalRequests, auditChainHeads, auditEntries } from "./schema";

type AuditRow = typeof auditEntries.$inferSelect;
type ChainedFields = Omit<AuditRow, "id" | "hash">;
/** A database handle or an open transaction on it. */
export type PortalTx = Pick<PortalDb, "select" | "selectDistinct" | "insert" | "update" | "execute">;

/** JSON with keys sorted at every level, after a JSON round trip (what jsonb gives back). */
function canonical(value: unknown): string {
  const plain = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(plain));
}

/**
 * Entries written since the chain was keyed: their hash is this prefix and an HMAC-SHA256 with a key kept
 * outside the database, so an edit cannot be covered by recomputing a plain hash. Older entries keep their
 * plain sha256 and verify with it, but only before the first keyed entry of their chain.
 */
const KEYED = "hmac-sha256:";

/** The hash of an entry: over the previous hash and every column an auditor reads (the id is the position, not content). */
export function hashEntry(entry: ChainedFields, key: string | null): string {
  const content = canonical({
    at: entry.at.toISOString(),
    org: entry.org,
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    customerRef: entry.customerRef ?? null,
    changes: entry.changes,
    outcome: entry.outcome,
    upstreamStatus: entry.upstreamStatus ?? null,
    errorCode: entry.errorCode ?? null,
    traceId: entry.traceId ?? null,
    requestKey: entry.requestKey ?? null,
  });
  const linked = `${entry.prevHash}\n${content}`;
  if (key === null) return createHash("sha256").update(linked).digest("hex");
  return `${KEYED}${createHmac("sha256", key).update(linked).digest("hex")}`;
}

/** Whether the stored hash holds for the entry: keyed ones with the key, older ones with the plain rule. */
const holds = (row: AuditRow, key: string) =>
  hashEntry(row, row.hash.startsWith(KEYED) ? key : null) === row.hash;

export type NewChainedEntry = Omit<typeof auditEntries.$inferInsert, "id" | "hash" | "prevHash">;

/**
 * Appends an entry to its org's chain inside `tx`. The chain head row is locked first, so inserts of
 * one org are serialised (another org is not held up) and ids follow the chain's order.
 */
export async function appendChained(
  tx: PortalTx,
  entry: NewChainedEntry,
  /** null: the plain sha256 of entries written before the chain was keyed (tests of such chains). */
  key: string | null = auditChainKey(),
): Promise<number> {
  await tx.insert(auditChainHeads).values({ org: entry.org }).onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(auditChainHeads)
    .where(eq(auditChainHeads.org, entry.org))
    .for("update");
  const row = {
    ...entry,
    at: entry.at ?? new Date(),
    targetId: entry.targetId ?? null,
    customerRef: entry.customerRef ?? null,
    changes: JSON.parse(JSON.stringify(entry.changes ?? {})) as Record<string, unknown>,
    upstreamStatus: entry.upstreamStatus ?? null,
    errorCode: entry.errorCode ?? null,
    traceId: entry.traceId ?? null,
    requestKey: entry.requestKey ?? null,
    prevHash: head?.lastHash ?? "",
  };
  const hash = hashEntry(row, key);
  const [inserted] = await tx
    .insert(auditEntries)
    .values({ ...row, hash })
    .returning({ id: auditEntries.id });
  const id = inserted?.id ?? 0;
  await tx
    .update(auditChainHeads)
    .set({ lastId: id, lastHash: hash })
    .where(eq(auditChainHeads.org, entry.org));
  return id;
}

interface ChainBreak {
  /** The first entry whose link does not hold (or the last one kept, when the tail was deleted; 0 for none). */
  entryId: number;
  problem:
    | "edited"
    | "previous-missing"
    | "tail-missing"
    | "trail-deleted"
    | "head-missing"
    | "trail-missing";
  /** tail-missing, trail-deleted: the entry the chain's head says the trail ended at. */
  chainEnd?: number;
}

const CHAIN_BREAK_KEYS = {
  edited: "edited",
  "previous-missing": "previousMissing",
  "tail-missing": "tailMissing",
  "trail-deleted": "trailDeleted",
  "head-missing": "headMissing",
  "trail-missing": "trailMissing",
} as const satisfies Record<ChainBreak["problem"], string>;

/** The Audit.chain message that says what broke, for the page and the CLI to word. */
export const chainBreakMessage = (broken: ChainBreak) => ({
  key: CHAIN_BREAK_KEYS[broken.problem],
  // Entry numbers as stored ("#1234"), not grouped by the locale.
  values: { id: String(broken.entryId), end: String(broken.chainEnd ?? "") },
});

export interface ChainReport {
  org: string;
  checked: number;
  /** Entries written before the chain existed (no hash), at the start of the trail. */
  unchained: number;
  /** Chained entries written before the chain was keyed (plain sha256), before its first keyed entry. */
  unkeyed: number;
  broken?: ChainBreak;
}

/** Whether the org has records that are always audited (approval requests, limits): its trail cannot be empty. */
async function hasAuditedRecords(db: PortalTx, org: string): Promise<boolean> {
  const [request] = await db
    .select({ org: approvalRequests.org })
    .from(approvalRequests)
    .where(eq(approvalRequests.org, org))
    .limit(1);
  const [limits] = await db
    .select({ org: approvalLimits.org })
    .from(approvalLimits)
    .where(eq(approvalLimits.org, org))
    .limit(1);
  return Boolean(request || limits);
}

/** Walks one org's trail in id order and reports the first link that does not hold. */
export async function verifyAuditChain(
  db: PortalTx,
  org: string,
  pageSize = 500,
  key = auditChainKey(),
): Promise<ChainReport> {
  let expected = "";
  let lastId = 0;
  let checked = 0;
  let unchained = 0;
  let unkeyed = 0;
  let isChained = false;
  let isKeyed = false;
  const brokenAt = (broken: ChainBreak): ChainReport => ({ org, checked, unchained, unkeyed, broken });
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.org, org), gt(auditEntries.id, lastId)))
      .orderBy(asc(auditEntries.id))
      .limit(pageSize);
    for (const row of rows) {
      lastId = row.id;
      if (!isChained && row.hash === "" && row.prevHash === "") {
        unchained += 1;
        continue;
      }
      isChained = true;
      checked += 1;
      if (row.prevHash !== expected)
        return brokenAt({
          entryId: row.id,
          problem: "previous-missing",
        });
      // A plain hash after a keyed one is a downgrade: someone recomputed it without the key.
      const isRowKeyed = row.hash.startsWith(KEYED);
      if ((isKeyed && !isRowKeyed) || !holds(row, key))
        return brokenAt({ entryId: row.id, problem: "edited" });
      isKeyed = isRowKeyed;
      if (!isKeyed) unkeyed += 1;
      expected = row.hash;
    }
    if (rows.length < pageSize) break;
  }
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.org, org));
  // A head is written with the first chained entry: a head with none left means the trail (or its hashes) went.
  if (head && checked === 0)
    return brokenAt({ entryId: lastId, problem: "trail-deleted", chainEnd: head.lastId });
  if (head && (head.lastId !== lastId || head.lastHash !== expected))
    return brokenAt({
      entryId: lastId,
      problem: "tail-missing",
      chainEnd: head.lastId,
    });
  if (!head && checked > 0) return brokenAt({ entryId: lastId, problem: "head-missing" });
  if (!head && checked + unchained === 0 && (await hasAuditedRecords(db, org)))
    return brokenAt({ entryId: 0, problem: "trail-missing" });
  return { org, checked, unchained, unkeyed };
}

/** Every org that has an audit trail, or records that are always audited (so a deleted trail is checked too). */
export async function auditOrgs(db: PortalTx): Promise<string[]> {
  const heads = await db.select({ org: auditChainHeads.org }).from(auditChainHeads);
  const entries = await db.selectDistinct({ org: auditEntries.org }).from(auditEntries);
  const requests = await db.selectDistinct({ org: approvalRequests.org }).from(approvalRequests);
  const limits = await db.select({ org: approvalLimits.org }).from(approvalLimits);
  return [...new Set([...heads, ...entries, ...requests, ...limits].map((r) => r.org))].sort();
}
