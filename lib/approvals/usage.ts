import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, formatDay, startOfZonedDay, zonedDay } from "@/lib/dates";
import { type DecimalString, toDecimal } from "@/lib/money";
import type { AuditOutcome } from "@/lib/store/audit";
import type { PortalDb } from "@/lib/store/open";
import { approvalRequests, limitUsage } from "@/lib/store/schema";
import { approvalClock } from "./clock";
import { getLimits } from "./limits";
import { type GatedAction, LIMIT_OF, type LimitKey } from "./rules";

/**
 * Limits hold over a window, not per write: what one agent sent alone on one line (subscription, or
 * account for rectifications) in one calendar day of Madrid, plus what they asked a supervisor for
 * there that day and is not settled as never sent, counts towards the same limit. Three credits of 50
 * against a limit of 50 are one credit of 150.
 */
export interface Window {
  org: string;
  agentId: string;
  customerRef: string;
  action: GatedAction;
  now: Date;
}

/** Requests that count: waiting, being sent, sent, or perhaps sent. */
const COUNTED_REQUESTS = ["pending", "sending", "sent", "uncertain"];

const dayOf = (now: Date) => formatDay(zonedDay(now));
const actionsOf = (key: LimitKey) =>
  (Object.entries(LIMIT_OF) as [GatedAction, LimitKey][]).filter(([, k]) => k === key).map(([a]) => a);

async function usedIn(tx: Pick<PortalDb, "select">, w: Window): Promise<DecimalString> {
  const key = LIMIT_OF[w.action];
  const today = zonedDay(w.now);
  const [alone] = await tx
    .select({ total: sql<string>`coalesce(sum(abs(${limitUsage.amount})), 0)` })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.org, w.org),
        eq(limitUsage.agentId, w.agentId),
        eq(limitUsage.customerRef, w.customerRef),
        eq(limitUsage.limitKey, key),
        eq(limitUsage.day, dayOf(w.now)),
        inArray(limitUsage.state, ["reserved", "sent"]),
      ),
    );
  const [asked] = await tx
    .select({ total: sql<string>`coalesce(sum(abs(${approvalRequests.amount})), 0)` })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.org, w.org),
        eq(approvalRequests.requesterId, w.agentId),
        eq(approvalRequests.customerRef, w.customerRef),
        inArray(approvalRequests.action, actionsOf(key)),
        inArray(approvalRequests.state, COUNTED_REQUESTS),
        gte(approvalRequests.createdAt, startOfZonedDay(today)),
        lt(approvalRequests.createdAt, startOfZonedDay(addDays(today, 1))),
      ),
    );
  return toDecimal(alone?.total ?? 0)
    .plus(asked?.total ?? 0)
    .toFixed();
}

/** The agent's refund limit and what they already used of it on the line today, for the form to say. */
export async function refundLimitToday(
  db: PortalDb,
  agent: { org: string; userId: string },
  subscriptionId: string,
): Promise<{ limit: DecimalString; used: DecimalString }> {
  const window = {
    org: agent.org,
    agentId: agent.userId,
    customerRef: subscriptionId,
    action: "refund.create" as const,
    now: approvalClock.now(),
  };
  const [limits, used] = await Promise.all([getLimits(db, agent.org), usedIn(db, window)]);
  return { limit: limits.refundMax, used };
}

export type Reservation = { ok: true; id: number; used: DecimalString } | { ok: false; used: DecimalString };

/**
 * Reserves `amount` of the window when it fits under `limit` with what is already used, under a lock
 * on the window, so two writes at once cannot both fit. A retried write (same key) keeps its
 * reservation.
 */
export async function reserve(
  db: PortalDb,
  w: Window & { amount: DecimalString; limit: DecimalString; requestKey: string },
): Promise<Reservation> {
  const key = LIMIT_OF[w.action];
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`limit:${w.org}:${w.agentId}:${w.customerRef}:${key}`}))`,
    );
    const [mine] = await tx
      .select()
      .from(limitUsage)
      .where(
        and(eq(limitUsage.org, w.org), eq(limitUsage.limitKey, key), eq(limitUsage.requestKey, w.requestKey)),
      );
    if (mine && mine.state !== "released") return { ok: true, id: mine.id, used: await usedIn(tx, w) };
    const used = await usedIn(tx, w);
    if (toDecimal(used).plus(toDecimal(w.amount).abs()).gt(w.limit)) return { ok: false, used };
    const values = {
      org: w.org,
      agentId: w.agentId,
      customerRef: w.customerRef,
      limitKey: key,
      day: dayOf(w.now),
      amount: toDecimal(w.amount).abs().toFixed(),
      requestKey: w.requestKey,
      state: "reserved",
      createdAt: w.now,
    };
    const [row] = await tx
      .insert(limitUsage)
      .values(values)
      .onConflictDoUpdate({
        target: [limitUsage.org, limitUsage.limitKey, limitUsage.requestKey],
        set: values,
      })
      .returning({ id: limitUsage.id });
    if (!row) throw new Error("limit reservation not written");
    return { ok: true, id: row.id, used };
  });
}

/** A write's outcome settles its reservation: sent counts for good, failed frees it, uncertain keeps it. */
export async function settleReservation(db: PortalDb, id: number, outcome: AuditOutcome): Promise<void> {
  const state = outcome === "succeeded" ? "sent" : outcome === "failed" ? "released" : undefined;
  if (state) await db.update(limitUsage).set({ state }).where(eq(limitUsage.id, id));
}
