import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, lte, ne, type SQL } from "drizzle-orm";
import type { PortalDb } from "@/lib/store/open";
import { approvalRequests } from "@/lib/store/schema";
import { auditStep, type Person, PORTAL_ACTOR } from "./audit";
import type { SendEnd } from "./outcome";
import { type APPROVAL_STATES, DEFAULT_EXPIRY_HOURS, type GatedAction } from "./rules";

export type ApprovalRequest = typeof approvalRequests.$inferSelect;
type ApprovalState = (typeof APPROVAL_STATES)[number];

/** APR- and 12 characters of base32: unguessable enough, short enough to read out on the phone. */
function newRequestId(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return `APR-${[...randomBytes(12)].map((b) => alphabet[b % 32]).join("")}`;
}

export interface NewRequest {
  org: string;
  action: GatedAction;
  customerRef: string;
  input: Record<string, unknown>;
  requestKey: string;
  amount: string;
  limit: string;
  requester: Person;
  reason: string;
  comment: string;
  now: Date;
  expiryHours?: number;
}

export type Created = { ok: true; request: ApprovalRequest } | { ok: false; existing: ApprovalRequest };

/** Queues a write; a second submission of the same write while one is open returns the open one. */
export async function createRequest(db: PortalDb, r: NewRequest): Promise<Created> {
  const [open] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.org, r.org),
        eq(approvalRequests.action, r.action),
        eq(approvalRequests.requestKey, r.requestKey),
        inArray(approvalRequests.state, ["pending", "sending"]),
      ),
    );
  if (open) return { ok: false, existing: open };
  const expiresAt = new Date(r.now.getTime() + (r.expiryHours ?? DEFAULT_EXPIRY_HOURS) * 3_600_000);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(approvalRequests)
      .values({
        id: newRequestId(),
        org: r.org,
        action: r.action,
        customerRef: r.customerRef,
        input: r.input,
        requestKey: r.requestKey,
        amount: r.amount,
        limitAmount: r.limit,
        requesterId: r.requester.id,
        requesterName: r.requester.name,
        reason: r.reason,
        comment: r.comment,
        state: "pending",
        createdAt: r.now,
        expiresAt,
      })
      .returning();
    if (!request) throw new Error("approval request not inserted");
    await auditStep(tx, "approval.requested", r.requester, request);
    return { ok: true as const, request };
  });
}

/** Marks every pending request of the org whose time is up as expired, one audit entry each. */
export async function expireDue(db: PortalDb, org: string, now: Date): Promise<ApprovalRequest[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(approvalRequests)
      .set({ state: "expired", decidedAt: now })
      .where(
        and(
          eq(approvalRequests.org, org),
          eq(approvalRequests.state, "pending"),
          lte(approvalRequests.expiresAt, now),
        ),
      )
      .returning();
    for (const request of expired) await auditStep(tx, "approval.expired", PORTAL_ACTOR, request);
    return expired;
  });
}

export type DecisionRefusal = {
  code: "approvalNotFound" | "selfApproval" | "approvalExpired" | "approvalAlreadyDecided";
  status: 403 | 404 | 409;
  state?: string;
};

export type Decision = { ok: true; request: ApprovalRequest } | ({ ok: false } & DecisionRefusal);

interface DecideArgs {
  org: string;
  id: string;
  decider: Person;
  comment: string;
  now: Date;
}

/**
 * Moves a pending request to `next` in one conditional UPDATE: of two supervisors deciding at the
 * same time exactly one gets the row back, the other is told it was already decided.
 */
async function decide(db: PortalDb, next: "sending" | "rejected", a: DecideArgs): Promise<Decision> {
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(approvalRequests)
      .set({
        state: next,
        deciderId: a.decider.id,
        deciderName: a.decider.name,
        decidedAt: a.now,
        decisionComment: a.comment,
      })
      .where(
        and(
          eq(approvalRequests.id, a.id),
          eq(approvalRequests.org, a.org),
          eq(approvalRequests.state, "pending"),
          ne(approvalRequests.requesterId, a.decider.id),
          gt(approvalRequests.expiresAt, a.now),
        ),
      )
      .returning();
    if (row)
      await auditStep(tx, next === "sending" ? "approval.approved" : "approval.rejected", a.decider, row);
    return row;
  });
  if (decided) return { ok: true, request: decided };
  return { ok: false, ...(await whyNot(db, a)) };
}

async function whyNot(db: PortalDb, a: DecideArgs): Promise<DecisionRefusal> {
  const request = await findRequest(db, a.org, a.id);
  if (!request) return { code: "approvalNotFound", status: 404 };
  if (request.requesterId === a.decider.id) return { code: "selfApproval", status: 403 };
  if (request.state === "pending" && request.expiresAt <= a.now) {
    await expireDue(db, a.org, a.now);
    return { code: "approvalExpired", status: 409, state: "expired" };
  }
  if (request.state === "expired") return { code: "approvalExpired", status: 409, state: "expired" };
  return { code: "approvalAlreadyDecided", status: 409, state: request.state };
}

export const claimForSending = (db: PortalDb, a: DecideArgs) => decide(db, "sending", a);
export const rejectRequest = (db: PortalDb, a: DecideArgs) => decide(db, "rejected", a);

/**
 * Records how the approved write ended, with the audit entry of the send, once: a request already
 * settled (by the send itself or by a later look-up) is left as it is. Returns whether this call settled it.
 */
export async function finishSend(
  db: PortalDb,
  request: ApprovalRequest,
  ended: "sent" | SendEnd,
  outcome: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(approvalRequests)
      .set({ state: ended, outcome })
      .where(and(eq(approvalRequests.id, request.id), eq(approvalRequests.state, "sending")))
      .returning();
    if (!row) return false;
    const approver = { id: request.deciderId ?? "", name: request.deciderName ?? "" };
    await auditStep(tx, "approval.sent", approver, row, {
      outcome: ended === "sent" ? "succeeded" : ended === "not_sent" ? "failed" : ended,
      errorCode: typeof outcome.code === "string" ? outcome.code : null,
      changes: { result: outcome, ended },
    });
    return true;
  });
}

async function findRequest(db: PortalDb, org: string, id: string) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.org, org), eq(approvalRequests.id, id)));
  return row;
}

export interface RequestFilter {
  org: string;
  states?: readonly ApprovalState[];
  action?: GatedAction;
  requesterId?: string;
  customerRef?: string;
  /** The queue reads oldest first; "my requests" newest first. */
  order: "oldest" | "newest";
  limit?: number;
}

export async function listRequests(db: PortalDb, f: RequestFilter): Promise<ApprovalRequest[]> {
  const where: SQL[] = [eq(approvalRequests.org, f.org)];
  if (f.states?.length) where.push(inArray(approvalRequests.state, [...f.states]));
  if (f.action) where.push(eq(approvalRequests.action, f.action));
  if (f.requesterId) where.push(eq(approvalRequests.requesterId, f.requesterId));
  if (f.customerRef) where.push(eq(approvalRequests.customerRef, f.customerRef));
  const order = f.order === "oldest" ? asc(approvalRequests.createdAt) : desc(approvalRequests.createdAt);
  return db
    .select()
    .from(approvalRequests)
    .where(and(...where))
    .orderBy(order, asc(approvalRequests.id))
    .limit(f.limit ?? 100);
}
