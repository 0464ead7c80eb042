import { and, desc, eq, type SQL } from "drizzle-orm";
import type { InboundEvent, OutboxMessage } from "../../../contract/appointments";
import { inTransaction, type SandboxDb } from "../../store/db";
import { appointmentEvents, smsOutbox } from "../../store/schema";

/** The SMS an event asks for: first attachment, preferred contact medium (else the first one). */
function smsFor(event: InboundEvent) {
  const { appointment } = event.event;
  const [attachment] = appointment.attachment;
  const medium = appointment.contactMedium.find((m) => m.preferred === true) ?? appointment.contactMedium[0];
  if (!attachment || !medium) throw new Error("validated events have an attachment and a contact medium");
  return {
    appointmentId: appointment.id,
    sender: attachment.smsSender,
    to: medium.characteristic.phoneNumber,
    body: attachment.smsBody,
  };
}

/**
 * Records the event and queues its SMS, once per eventId: a replay (even with another payload) is
 * accepted again but changes nothing. The unique key makes concurrent replays safe too.
 */
export async function acceptEvent(db: SandboxDb, event: InboundEvent): Promise<"accepted" | "replayed"> {
  return inTransaction(db, async (tx) => {
    const receivedAt = new Date();
    const inserted = await tx
      .insert(appointmentEvents)
      .values({
        eventId: event.eventId,
        eventType: event.eventType,
        eventTime: new Date(event.eventTime),
        appointmentId: event.event.appointment.id,
        appointmentStatus: event.event.appointment.status,
        receivedAt,
        payload: event,
      })
      .onConflictDoNothing()
      .returning({ eventId: appointmentEvents.eventId });
    if (!inserted.length) return "replayed";
    await tx.insert(smsOutbox).values({ eventId: event.eventId, ...smsFor(event), receivedAt });
    return "accepted";
  });
}

export async function listOutbox(
  db: SandboxDb,
  filter: { eventId?: string; appointmentId?: string; limit: number },
): Promise<OutboxMessage[]> {
  const conditions: SQL[] = [];
  if (filter.eventId) conditions.push(eq(smsOutbox.eventId, filter.eventId));
  if (filter.appointmentId) conditions.push(eq(smsOutbox.appointmentId, filter.appointmentId));
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(and(...conditions))
    .orderBy(desc(smsOutbox.receivedAt), desc(smsOutbox.id))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}
