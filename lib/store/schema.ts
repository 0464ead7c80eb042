import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The portal's own data, in its own Postgres schema so it can share a database with anything else. */
export const portal = pgSchema("portal");

/** Append-only record of every agent write (update and delete are refused by a trigger). */
export const auditEntries = portal.table(
  "audit_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    org: text().notNull(),
    actorId: text().notNull(),
    actorName: text().notNull(),
    /** e.g. movement.create, movement.update, refund.create, rectification.issue */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    /** Subscription or account the write concerned, for filtering by customer. */
    customerRef: text(),
    /** What changed: the request sent upstream (never tokens) and, where known, the previous values. */
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** succeeded | failed | uncertain (no answer; the write may or may not have happened) */
    outcome: text().notNull(),
    upstreamStatus: integer(),
    errorCode: text(),
    traceId: text(),
    /** Idempotency key of the write, when it has one (external_movement_unique_id). */
    requestKey: text(),
    /** Hash of the previous entry of the same org ("" for the first): the tamper-evident chain. */
    prevHash: text().notNull().default(""),
    /** sha256 of prevHash and this entry's content, computed on insert (lib/store/audit-chain.ts). */
    hash: text().notNull().default(""),
  },
  (t) => [index("audit_org_at").on(t.org, t.at), index("audit_customer").on(t.org, t.customerRef)],
);

/** What a staff member opened recently (customers for agents, tickets for support). */
export const recentItems = portal.table(
  "recent_items",
  {
    userId: text().notNull(),
    org: text().notNull(),
    kind: text().notNull(),
    key: text().notNull(),
    label: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.key] }),
    index("recent_user_kind").on(t.userId, t.kind, t.openedAt),
  ],
);

/** The last entry of each org's audit chain; its row lock serialises inserts per org. */
export const auditChainHeads = portal.table("audit_chain_heads", {
  org: text().primaryKey(),
  lastId: bigint({ mode: "number" }).notNull().default(0),
  lastHash: text().notNull().default(""),
});

/** What an agent may submit alone, per org; no row means the defaults (lib/approvals/limits.ts). */
export const approvalLimits = portal.table("approval_limits", {
  org: text().primaryKey(),
  refundMax: numeric({ precision: 30, scale: 8 }).notNull(),
  rectificationMax: numeric({ precision: 30, scale: 8 }).notNull(),
  creditMovementMax: numeric({ precision: 30, scale: 8 }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedById: text().notNull(),
  updatedByName: text().notNull(),
});

/** A write above the requester's limit, held until a second person decides (lib/approvals). */
export const approvalRequests = portal.table(
  "approval_requests",
  {
    id: text().primaryKey(),
    org: text().notNull(),
    /** refund.create | movement.create | rectification.issue */
    action: text().notNull(),
    /** Subscription or account the write concerns. */
    customerRef: text().notNull(),
    /** The validated action input, replayed as is on approval (it holds the idempotency key). */
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    requestKey: text(),
    amount: numeric({ precision: 30, scale: 8 }).notNull(),
    limitAmount: numeric({ precision: 30, scale: 8 }).notNull(),
    requesterId: text().notNull(),
    requesterName: text().notNull(),
    reason: text().notNull(),
    comment: text().notNull().default(""),
    /** pending | sending | sent | failed | rejected | expired */
    state: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    deciderId: text(),
    deciderName: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionComment: text(),
    /** What the send returned: the created id, or the error code and message. */
    outcome: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index("approval_org_state_created").on(t.org, t.state, t.createdAt),
    index("approval_org_requester").on(t.org, t.requesterId, t.createdAt),
    index("approval_org_customer").on(t.org, t.customerRef),
    // One open request per write: a replayed submission cannot queue the same write twice.
    uniqueIndex("approval_open_key")
      .on(t.org, t.action, t.requestKey)
      .where(sql`${t.state} in ('pending', 'sending')`),
  ],
);

/**
 * What an agent's writes below their limit used of it, per line (subscription or account) and day:
 * a reservation before the write goes, sent after it succeeded, released when it surely did not.
 * Limits hold over the day (lib/approvals/usage.ts), so a write above the limit cannot be split.
 */
export const limitUsage = portal.table(
  "limit_usage",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    org: text().notNull(),
    agentId: text().notNull(),
    customerRef: text().notNull(),
    /** refundMax | creditMovementMax | rectificationMax */
    limitKey: text().notNull(),
    /** The calendar day in the org's zone, YYYY-MM-DD. */
    day: text().notNull(),
    amount: numeric({ precision: 30, scale: 8 }).notNull(),
    requestKey: text().notNull(),
    /** reserved | sent | released */
    state: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("limit_usage_window").on(t.org, t.agentId, t.customerRef, t.limitKey, t.day),
    // A retried write (same key) keeps its one reservation.
    uniqueIndex("limit_usage_key").on(t.org, t.limitKey, t.requestKey),
  ],
);

/**
 * One row per signed-in session (the id travels in the encrypted cookie). Every request checks its row:
 * sign-out and "sign out everywhere" revoke it, so a copied cookie stops working at once, on every instance.
 * It names the user, org and roles: a cookie that says otherwise ends the session (lib/auth/session.ts).
 */
export const portalSessions = portal.table(
  "sessions",
  {
    id: text().primaryKey(),
    org: text().notNull(),
    userId: text().notNull(),
    /** The roles the token service gave at sign-in; every request takes them from here, not the cookie. */
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end: token refreshes never move it. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("sessions_user").on(t.org, t.userId)],
);
