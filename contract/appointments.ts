import { z } from "zod";

/** Appointment events API v1 (contract 2.6, 2.7, 4.4, 6); designed parts in docs/support-apis.md. */

/** Phone number, E.164 with a leading `+` (contract 2.2). */
export const phoneNumber = z.string().regex(/^\+[1-9][0-9]{4,14}$/, "Must be E.164, e.g. +34600100001.");

/** The only event kind the endpoint accepts. */
export const APPOINTMENT_EVENT_TYPES = ["AppointmentStateChangeEventNotification"] as const;

const dateTime = z.iso.datetime({ offset: true, error: "Must be an ISO 8601 date-time with a time zone." });
const text = z.string().trim().min(1);

export const Attachment = z.object({
  isRef: z.boolean().optional(),
  referredType: z.string().optional(),
  smsBody: z.string().trim().min(1).max(1600),
  smsSender: z.string().trim().min(1).max(20),
  tenant: z.int().optional(),
});
export type Attachment = z.infer<typeof Attachment>;

export const ContactMediumEvent = z.object({
  characteristic: z.object({
    phoneNumber,
    type: z.string().optional(),
  }),
  mediumType: z.string().optional(),
  preferred: z.boolean().optional(),
});
export type ContactMediumEvent = z.infer<typeof ContactMediumEvent>;

export const Appointment = z
  .object({
    id: text,
    category: text,
    status: text,
    dateTimeStart: dateTime,
    dateTimeEnd: dateTime,
    formerDateTimeStart: dateTime,
    formerDateTimeEnd: dateTime.optional(),
    attachment: z.array(Attachment).min(1),
    contactMedium: z.array(ContactMediumEvent).min(1),
  })
  .refine((a) => Date.parse(a.dateTimeEnd) >= Date.parse(a.dateTimeStart), {
    path: ["dateTimeEnd"],
    error: "dateTimeEnd must not be before dateTimeStart.",
  });

/** POST /appointments/v1/event body (2.6). */
export const InboundEvent = z.object({
  eventId: text.max(200),
  eventTime: dateTime,
  eventType: z.enum(APPOINTMENT_EVENT_TYPES, {
    error: `eventType must be one of: ${APPOINTMENT_EVENT_TYPES.join(", ")}.`,
  }),
  event: z.object({ appointment: Appointment }),
});
export type InboundEvent = z.infer<typeof InboundEvent>;

/** Body of every non-202 answer (2.7): status = HTTP code, msg generic, componentMsg detailed, id = trace id. */
export const ErrorDto = z.object({
  status: z.int().optional(),
  msg: z.string().optional(),
  componentMsg: z.string().optional(),
  id: z.string().optional(),
});
export type ErrorDto = z.infer<typeof ErrorDto>;

/** One SMS written to the sandbox outbox. */
export const OutboxMessage = z.object({
  id: z.int(),
  eventId: z.string(),
  appointmentId: z.string(),
  sender: z.string(),
  to: z.string(),
  body: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** GET /appointments/sandbox/outbox: newest first. */
export const Outbox = z.object({ messages: z.array(OutboxMessage) });
export type Outbox = z.infer<typeof Outbox>;
