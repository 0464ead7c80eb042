import { createTranslator } from "next-intl";
import { z } from "zod";
import { APPOINTMENT_EVENT_TYPES, type InboundEvent } from "@/contract/appointments";
import { DEFAULT_TIME_ZONE } from "@/lib/dates";
import { issueMessage } from "@/lib/i18n/error-message";
import type { Locale } from "@/lib/i18n/locales";
import { e164Phone } from "@/lib/phone";
import { wallTimeProblem, wallTimeToIso } from "./wall-time";

/**
 * The appointment notification form: what support types, the same zod schema in the browser and in
 * the server action, and the InboundEvent (contract 2.6) built from it. Date-times are typed as wall
 * time in the operator's zone (Europe/Madrid) and sent as ISO 8601 with that zone's offset.
 */

export const APPOINTMENT_CATEGORIES = ["installation", "repair", "visit", "store", "callback"] as const;
/** `reminded` is the contract's sample; the others are the usual lifecycle of an appointment. */
export const APPOINTMENT_STATUSES = [
  "reminded",
  "confirmed",
  "rescheduled",
  "cancelled",
  "completed",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
type AppointmentCategory = (typeof APPOINTMENT_CATEGORIES)[number];
export const SMS_BODY_MAX = 1600;
export const SMS_SENDER_MAX = 11;

export { readWallTime, wallTimeToIso } from "./wall-time";

/** "2025-03-14T10:30" -> { date: "14/03/2025", time: "10:30" }, as the SMS shows them. */
function wallTimeParts(local: string): { date: string; time: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  return match ? { date: `${match[3]}/${match[2]}/${match[1]}`, time: match[4] ?? "" } : undefined;
}

/** "2025-03-14T10:30" -> "14/03/2025 10:30"; what cannot be read stays as typed. */
function formatWallTime(local: string): string {
  const parts = wallTimeParts(local);
  return parts ? `${parts.date} ${parts.time}` : local;
}

const wallTime = (field: string) =>
  z
    .string({ error: issueMessage("wallTimeRequired", { field }) })
    .trim()
    .min(1, issueMessage("wallTimeRequired", { field }));
const optionalWallTime = z.string().trim().optional();
/** Which of two equal wall times (the October DST change) the person chose: its offset, "+02:00". */
const chosenOffset = z
  .string()
  .regex(/^[+-]\d{2}:\d{2}$/)
  .optional();

/** The date-time fields and the field that holds the chosen offset of each. */
export const WALL_TIME_FIELDS = [
  { name: "start", offset: "startOffset" },
  { name: "end", offset: "endOffset" },
  { name: "formerStart", offset: "formerStartOffset" },
  { name: "formerEnd", offset: "formerEndOffset" },
] as const;

export const appointmentNotificationInput = z
  .object({
    eventId: z.uuid(issueMessage("eventIdLost")),
    appointmentId: z
      .string()
      .trim()
      .min(1, issueMessage("appointmentIdRequired"))
      .max(64, issueMessage("appointmentIdTooLong")),
    category: z.string().trim().min(1, issueMessage("categoryRequired")).max(40),
    status: z.string().trim().min(1, issueMessage("statusRequired")).max(40),
    start: wallTime("start"),
    end: wallTime("end"),
    // The contract requires formerDateTimeStart; left empty (nothing moved), the start is sent.
    formerStart: optionalWallTime,
    formerEnd: optionalWallTime,
    startOffset: chosenOffset,
    endOffset: chosenOffset,
    formerStartOffset: chosenOffset,
    formerEndOffset: chosenOffset,
    sender: z
      .string()
      .trim()
      .min(1, issueMessage("senderRequired"))
      .max(SMS_SENDER_MAX, issueMessage("senderTooLong", { max: SMS_SENDER_MAX }))
      .regex(/^[A-Za-z0-9 .-]+$/, issueMessage("senderCharacters")),
    phoneNumber: e164Phone,
    smsBody: z
      .string()
      .trim()
      .min(1, issueMessage("smsRequired"))
      .max(SMS_BODY_MAX, issueMessage("smsTooLong", { max: String(SMS_BODY_MAX) })),
  })
  .superRefine((input, ctx) => {
    if (input.status === "rescheduled" && !input.formerStart) {
      ctx.addIssue({
        code: "custom",
        path: ["formerStart"],
        message: issueMessage("wallTimeRequired", { field: "formerStart" }),
      });
    }
    for (const field of WALL_TIME_FIELDS) {
      const value = input[field.name];
      if (!value) continue;
      const problem = wallTimeProblem(field.name, value, input[field.offset]);
      if (problem) ctx.addIssue({ code: "custom", path: [field.name], message: problem });
    }
    const iso = (name: (typeof WALL_TIME_FIELDS)[number]["name"]) => instantOf(input, name);
    const start = iso("start");
    const end = iso("end");
    if (start && end && Date.parse(end) < Date.parse(start)) {
      ctx.addIssue({ code: "custom", path: ["end"], message: issueMessage("endBeforeStart") });
    }
    const formerStart = iso("formerStart");
    const formerEnd = iso("formerEnd");
    if (formerStart && formerEnd && Date.parse(formerEnd) < Date.parse(formerStart)) {
      ctx.addIssue({
        code: "custom",
        path: ["formerEnd"],
        message: issueMessage("formerEndBeforeStart"),
      });
    }
  });
export type AppointmentNotification = z.output<typeof appointmentNotificationInput>;

type WallTimeValues = Partial<Record<(typeof WALL_TIME_FIELDS)[number]["name" | "offset"], string>>;

/** The instant of one date-time field, with the offset chosen for a time that happens twice. */
function instantOf(input: WallTimeValues, name: (typeof WALL_TIME_FIELDS)[number]["name"]) {
  const field = WALL_TIME_FIELDS.find((f) => f.name === name);
  const value = input[name];
  return value && field ? wallTimeToIso(value, DEFAULT_TIME_ZONE, input[field.offset]) : undefined;
}

/** The InboundEvent the appointments API receives (eventTime = when it is sent). */
export function buildInboundEvent(input: AppointmentNotification, now = new Date()): InboundEvent {
  const iso = (name: (typeof WALL_TIME_FIELDS)[number]["name"]) =>
    instantOf(input, name) ?? input[name] ?? "";
  return {
    eventId: input.eventId,
    eventTime: now.toISOString(),
    eventType: APPOINTMENT_EVENT_TYPES[0],
    event: {
      appointment: {
        id: input.appointmentId,
        category: input.category,
        status: input.status,
        dateTimeStart: iso("start"),
        dateTimeEnd: iso("end"),
        formerDateTimeStart: input.formerStart ? iso("formerStart") : iso("start"),
        ...(input.formerEnd ? { formerDateTimeEnd: iso("formerEnd") } : {}),
        attachment: [{ isRef: false, referredType: "SMS", smsBody: input.smsBody, smsSender: input.sender }],
        contactMedium: [
          {
            mediumType: "SMS",
            preferred: true,
            characteristic: { phoneNumber: input.phoneNumber, type: "mobile" },
          },
        ],
      },
    },
  };
}

/**
 * The SMS templates of one language (catalogue `Appointments.smsTemplates`) and the category names
 * they use: the SMS goes out in the customer's language, which need not be the page's.
 */
export interface SmsWords {
  templates: Record<AppointmentStatus, string>;
  categories: Record<AppointmentCategory, string>;
}

/** The template of a status filled from the form's dates; a former start left empty reads as the start. */
export function fillTemplate(
  words: SmsWords,
  locale: Locale,
  status: string,
  values: { category: string; start: string; end: string; formerStart: string },
): string {
  const t = createTranslator({ locale, messages: { sms: words } });
  const known = <T extends string>(list: readonly T[], value: string): value is T =>
    (list as readonly string[]).includes(value);
  const start = formatWallTime(values.start);
  // An end on another day than the start says its day: "until 12:00" would be the start's day.
  const end = wallTimeParts(values.end);
  const isSameDay = !end || end.date === wallTimeParts(values.start)?.date;
  return t(`sms.templates.${known(APPOINTMENT_STATUSES, status) ? status : "reminded"}`, {
    category: known(APPOINTMENT_CATEGORIES, values.category)
      ? t(`sms.categories.${values.category}`)
      : values.category,
    start,
    endTime: end?.time ?? values.end,
    endDate: end?.date ?? "",
    endSameDay: isSameDay ? "yes" : "no",
    formerStart: values.formerStart.trim() ? formatWallTime(values.formerStart) : start,
  });
}
