import { createHash } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { PortalDb } from "./open";
import { auditChainHeads, auditEntries } from "./schema";

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

/** sha256 over the previous hash and every column an auditor reads (the id is the position, not content). */
function hashEntry(entry: ChainedFields): string {
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
  return createHash("sha256").update(`${entry.prevHash}\n${content}`).digest("hex");
}

export type NewChainedEntry = Omit<typeof auditEntries.$inferInsert, "id" | "hash" | "prevHash">;

/**
 * Appends an entry to its org's chain inside `tx`. The chain head row is locked first, so inserts of
 * one org are serialised (another org is not held up) and ids follow the chain's order.
 */
export async function appendChained(tx: PortalTx, entry: NewChainedEntry): Promise<number> {
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
  const hash = hashEntry(row);
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
  /** The first entry whose link does not hold (or the last one kept, when the tail was deleted). */
  entryId: number;
  problem: "edited" | "previous-missing" | "tail-missing";
  /** tail-missing: the entry the chain's head says the trail ended at. */
  chainEnd?: number;
}

const CHAIN_BREAK_KEYS = {
  edited: "edited",
  "previous-missing": "previousMissing",
  "tail-missing": "tailMissing",
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
  broken?: ChainBreak;
}

/** Walks one org's trail in id order and reports the first link that does not hold. */
export async function verifyAuditChain(db: PortalTx, org: string, pageSize = 500): Promise<ChainReport> {
  let expected = "";
  let lastId = 0;
  let checked = 0;
  let unchained = 0;
  let isChained = false;
  const brokenAt = (broken: ChainBreak): ChainReport => ({ org, checked, unchained, broken });
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
      if (hashEntry(row) !== row.hash) return brokenAt({ entryId: row.id, problem: "edited" });
      expected = row.hash;
    }
    if (rows.length < pageSize) break;
  }
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.org, org));
  if (head && (head.lastId !== lastId || head.lastHash !== expected))
    return brokenAt({
      entryId: lastId,
      problem: "tail-missing",
      chainEnd: head.lastId,
    });
  return { org, checked, unchained };
}

/** Every org that has an audit trail. */
export async function auditOrgs(db: PortalTx): Promise<string[]> {
  const heads = await db.select({ org: auditChainHeads.org }).from(auditChainHeads);
  const entries = await db.selectDistinct({ org: auditEntries.org }).from(auditEntries);
  return [...new Set([...heads, ...entries].map((r) => r.org))].sort();
}
