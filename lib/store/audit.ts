import "server-only";
import { and, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { appendChained, type PortalTx } from "./audit-chain";
import { portalDb } from "./db";
import { auditEntries } from "./schema";

export type AuditEntry = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;
/**
 * `pending` is the intent, written before the upstream call; the outcome is a second entry whose
 * `changes.completes` holds the pending entry's id (the trail is append-only, so nothing is updated).
 */
export type AuditOutcome = "pending" | "succeeded" | "failed" | "uncertain";

/**
 * Appends one entry, chained to the previous entry of its org, and returns its id. Callers record
 * failures too: an entry exists even when the upstream call failed. Pass `tx` to write it in the
 * caller's transaction.
 */
export async function recordAudit(
  entry: Omit<NewAuditEntry, "id" | "hash" | "prevHash"> & { outcome: AuditOutcome },
  tx?: PortalTx,
): Promise<number> {
  if (tx) return appendChained(tx, entry);
  const db = await portalDb();
  return db.transaction((t) => appendChained(t, entry));
}

/** A pending entry that no later entry completes. */
const isOpen = sql`not exists (select 1 from ${auditEntries} as done where done.changes->>'completes' = ${auditEntries.id}::text)`;
/** Completed intents are shown through their completion only: one row per write. */
const isShown = sql`(${auditEntries.outcome} <> 'pending' or ${isOpen})`;

/** Pending entries of an org written before `before` and never completed (the portal stopped in between). */
export async function listOpenPending(org: string, before: Date): Promise<AuditEntry[]> {
  const db = await portalDb();
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.org, org),
        eq(auditEntries.outcome, "pending"),
        lt(auditEntries.at, before),
        isOpen,
      ),
    )
    .orderBy(auditEntries.id)
    .limit(100);
}

export interface AuditFilter {
  org: string;
  actorId?: string;
  action?: string;
  customerRef?: string;
  outcome?: AuditOutcome;
  /** Entries whose changes hold these values (JSON containment). */
  changes?: Record<string, unknown>;
  from?: Date;
  to?: Date;
  limit?: number;
  offset?: number;
}

export async function listAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  const db = await portalDb();
  const conditions: SQL[] = [eq(auditEntries.org, filter.org), isShown];
  if (filter.actorId) conditions.push(eq(auditEntries.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.customerRef) conditions.push(eq(auditEntries.customerRef, filter.customerRef));
  if (filter.outcome) conditions.push(eq(auditEntries.outcome, filter.outcome));
  if (filter.changes)
    conditions.push(sql`${auditEntries.changes} @> ${JSON.stringify(filter.changes)}::jsonb`);
  if (filter.from) conditions.push(gte(auditEntries.at, filter.from));
  if (filter.to) conditions.push(lte(auditEntries.at, filter.to));
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(filter.limit ?? 50)
    .offset(filter.offset ?? 0);
}
