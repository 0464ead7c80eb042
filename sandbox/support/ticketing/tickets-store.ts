import { and, asc, desc, eq } from "drizzle-orm";
import type {
  Ticket,
  TicketFieldIssue,
  TicketHistoryEntry,
  TicketingProvider,
  TicketStatus,
  TicketSummary,
} from "../../../contract/ticketing";
import { findInOrg, inTransaction, type SandboxDb } from "../../store/db";
import { ticketHistory, tickets, users } from "../../store/schema";
import { resolveFields } from "./transition-request";
import { findTransition } from "./workflow";

type TicketRow = typeof tickets.$inferSelect;
type HistoryRow = typeof ticketHistory.$inferSelect;

function toSummary(row: TicketRow): TicketSummary {
  return {
    ticketId: row.id,
    org: row.orgId,
    provider: row.provider as TicketingProvider,
    summary: row.summary,
    status: row.status as TicketStatus,
    priority: row.priority as TicketSummary["priority"],
    subscriptionId: row.subscriptionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toHistoryEntry(row: HistoryRow): TicketHistoryEntry {
  return {
    transitionId: row.transitionId,
    transitionName: row.transitionName,
    fromStatus: row.fromStatus as TicketStatus,
    toStatus: row.toStatus as TicketStatus,
    actor: row.actorSub,
    actorName: row.actorName,
    at: row.at.toISOString(),
    fields: row.fields,
    ignoredFields: row.ignoredFields,
    layout: row.layout === "legacy" ? "legacy" : "customFields",
  };
}

export async function findTicket(
  db: SandboxDb,
  org: string,
  ticketId: string,
): Promise<TicketRow | undefined> {
  return findInOrg(db, tickets, org, ticketId);
}

export async function readTicket(db: SandboxDb, row: TicketRow): Promise<Ticket> {
  const history = await db
    .select()
    .from(ticketHistory)
    .where(and(eq(ticketHistory.orgId, row.orgId), eq(ticketHistory.ticketId, row.id)))
    .orderBy(asc(ticketHistory.at), asc(ticketHistory.id));
  return { ...toSummary(row), description: row.description, history: history.map(toHistoryEntry) };
}

export async function listTickets(
  db: SandboxDb,
  org: string,
  filter: { status?: TicketStatus; provider?: TicketingProvider },
): Promise<TicketSummary[]> {
  const conditions = [eq(tickets.orgId, org)];
  if (filter.status) conditions.push(eq(tickets.status, filter.status));
  if (filter.provider) conditions.push(eq(tickets.provider, filter.provider));
  const rows = await db
    .select()
    .from(tickets)
    .where(and(...conditions))
    .orderBy(desc(tickets.updatedAt), asc(tickets.id));
  return rows.map(toSummary);
}

export interface TransitionCommand {
  org: string;
  ticketId: string;
  provider: TicketingProvider;
  transitionId: number;
  given: Record<string, unknown>;
  usedLegacyLayout: boolean;
  actorSub: string;
}

export type TransitionOutcome =
  | { kind: "notFound" }
  | { kind: "notAllowed"; status: TicketStatus; known: boolean }
  | { kind: "invalidFields"; issues: TicketFieldIssue[]; ignored: string[] }
  | { kind: "applied"; ignored: string[]; legacy: boolean; toStatus: TicketStatus };

/** Applies a transition under a row lock, so two racing transitions cannot both start from one status. */
export async function applyTransition(db: SandboxDb, command: TransitionCommand): Promise<TransitionOutcome> {
  return inTransaction(db, async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orgId, command.org), eq(tickets.id, command.ticketId)))
      .for("update");
    // A ticket held by another tracker is, for this tracker, not there.
    if (!ticket || ticket.provider !== command.provider) return { kind: "notFound" };
    const status = ticket.status as TicketStatus;
    const transition = findTransition(command.transitionId);
    if (!transition?.from.includes(status))
      return { kind: "notAllowed", status, known: transition !== undefined };

    const resolved = resolveFields(transition.fields, command.given);
    if (resolved.issues.length)
      return { kind: "invalidFields", issues: resolved.issues, ignored: resolved.ignored };
    const legacy = command.usedLegacyLayout || resolved.usedPlaceholderKeys;

    const [actor] = await tx
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, command.actorSub));
    const now = new Date();
    await tx.insert(ticketHistory).values({
      orgId: ticket.orgId,
      ticketId: ticket.id,
      transitionId: transition.transitionId,
      transitionName: transition.name,
      fromStatus: status,
      toStatus: transition.toStatus,
      actorSub: command.actorSub,
      actorName: actor?.name ?? null,
      at: now,
      fields: resolved.fields,
      ignoredFields: resolved.ignored,
      layout: legacy ? "legacy" : "customFields",
    });
    await tx
      .update(tickets)
      .set({ status: transition.toStatus, updatedAt: now })
      .where(and(eq(tickets.orgId, ticket.orgId), eq(tickets.id, ticket.id)));
    return { kind: "applied", ignored: resolved.ignored, legacy, toStatus: transition.toStatus };
  });
}
