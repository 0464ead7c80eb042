import { index, integer, jsonb, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sandbox, ts } from "./base";
import { subscriptions } from "./identity";
import { orgRef } from "./org-ref";

/** Tickets of the issue trackers behind the ticketing API; `provider` is the tracker that holds the ticket. */
export const tickets = sandbox.table(
  "tickets",
  {
    orgId: orgRef(),
    id: text().notNull(),
    provider: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    status: text().notNull(),
    priority: text().notNull(),
    subscriptionId: text().references(() => subscriptions.id),
    createdAt: ts().notNull(),
    updatedAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);

/** Every transition applied to a ticket, append-only. */
export const ticketHistory = sandbox.table(
  "ticket_history",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orgId: text().notNull(),
    ticketId: text().notNull(),
    transitionId: integer().notNull(),
    transitionName: text().notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    actorSub: text().notNull(),
    actorName: text(),
    at: ts().notNull(),
    fields: jsonb().$type<Record<string, string | number | string[]>>().notNull(),
    ignoredFields: jsonb().$type<string[]>().notNull(),
    layout: text().notNull(),
  },
  (t) => [index("ticket_history_ticket").on(t.orgId, t.ticketId)],
);

/** Appointment events accepted once per eventId (the idempotency key). */
export const appointmentEvents = sandbox.table("appointment_events", {
  eventId: text().primaryKey(),
  eventType: text().notNull(),
  eventTime: ts().notNull(),
  appointmentId: text().notNull(),
  appointmentStatus: text().notNull(),
  receivedAt: ts().notNull(),
  payload: jsonb().notNull(),
});

/** SMS "sent" by the sandbox: one per accepted event. */
export const smsOutbox = sandbox.table(
  "sms_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: text()
      .notNull()
      .references(() => appointmentEvents.eventId),
    appointmentId: text().notNull(),
    sender: text().notNull(),
    to: text().notNull(),
    body: text().notNull(),
    receivedAt: ts().notNull(),
  },
  (t) => [uniqueIndex("sms_outbox_event").on(t.eventId)],
);

/** Bonuses added by ADD_BONUS operations. */
export const subscriptionBonuses = sandbox.table(
  "subscription_bonuses",
  {
    subscriptionId: text()
      .notNull()
      .references(() => subscriptions.id),
    bonusCatalogId: text().notNull(),
    addedAt: ts().notNull(),
    operationId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.bonusCatalogId] })],
);

/** One row per uploaded operations file, with its per-row outcome, readable again by operation id. */
export const administrationOperations = sandbox.table(
  "administration_operations",
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    actorSub: text().notNull(),
    fileName: text(),
    receivedAt: ts().notNull(),
    received: integer().notNull(),
    succeeded: integer().notNull(),
    failed: integer().notNull(),
    results: jsonb().notNull(),
  },
  (t) => [index("administration_operations_org").on(t.orgId, t.receivedAt)],
);

/**
 * Idempotency keys of operations uploads (docs/self-service.md): per org and token subject, the
 * fingerprint of the file first sent with the key and the operation it produced, for 24 h.
 */
export const operationIdempotencyKeys = sandbox.table(
  "operation_idempotency_keys",
  {
    orgId: orgRef(),
    subject: text().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    operationId: text().notNull(),
    createdAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.subject, t.key] })],
);
