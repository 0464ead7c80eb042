import "server-only";
import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { portalDb } from "./db";
import { auditEntries } from "./schema";

export type AuditEntry = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;
export type AuditOutcome = "succeeded" | "failed" | "uncertain";

/** Appends one entry. Callers record failures too: an entry exists even when the upstream call failed. */
export async function recordAudit(entry: NewAuditEntry & { outcome: AuditOutcome }): Promise<void> {
  const db = await portalDb();
  await db.insert(auditEntries).values(entry);
}

export interface AuditFilter {
  org: string;
  actorId?: string;
  action?: string;
  customerRef?: string;
  outcome?: AuditOutcome;
  from?: Date;
  to?: Date;
  limit?: number;
  offset?: number;
}

export async function listAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  const db = await portalDb();
  const conditions: SQL[] = [eq(auditEntries.org, filter.org)];
  if (filter.actorId) conditions.push(eq(auditEntries.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.customerRef) conditions.push(eq(auditEntries.customerRef, filter.customerRef));
  if (filter.outcome) conditions.push(eq(auditEntries.outcome, filter.outcome));
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
