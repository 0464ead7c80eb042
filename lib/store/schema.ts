import { bigserial, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
