import { z } from "zod";

/** Ticketing API v2 (contract 2.9, 4.5, 9); the parts marked "not shown" are designed in docs/support-apis.md. */

import { TICKETING_PROVIDERS } from "./ticketing-providers";

export {
  REMOVED_TICKETING_PROVIDERS,
  TICKETING_PROVIDERS,
  type TicketingProvider,
} from "./ticketing-providers";
export const ticketingProvider = z.enum(TICKETING_PROVIDERS);
export const TICKETING_PROVIDER_HEADER = "ticketing-provider";

export const TICKET_STATUSES = ["OPEN", "IN_PROGRESS", "WAITING_CUSTOMER", "RESOLVED", "CLOSED"] as const;
export const ticketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const TICKET_PRIORITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export const ticketPriority = z.enum(TICKET_PRIORITIES);

export const CUSTOM_FIELD_TYPES = ["text", "number", "date", "single_choice", "multi_choice"] as const;
export const customFieldType = z.enum(CUSTOM_FIELD_TYPES);
export type CustomFieldType = z.infer<typeof customFieldType>;

/** One custom field a transition accepts, as listed by the metadata operation. */
export const TicketField = z.object({
  /** Key inside `customFields`. */
  name: z.string(),
  label: z.string(),
  type: customFieldType,
  required: z.boolean(),
  /** single_choice and multi_choice only. */
  allowedValues: z.array(z.string()).optional(),
  /** number only: inclusive bounds. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** text only. */
  maxLength: z.number().int().optional(),
  description: z.string().optional(),
  /** Placeholder property name of the old (v2.1.1) layout, still tolerated; do not use it in new code. */
  legacyKey: z.string(),
});
export type TicketField = z.infer<typeof TicketField>;

export const TicketTransition = z.object({
  transitionId: z.int32(),
  name: z.string(),
  toStatus: ticketStatus,
  fields: z.array(TicketField),
});
export type TicketTransition = z.infer<typeof TicketTransition>;

/** GET /ticketing/v2/orgs/{org}/ticket/{ticketId}/metadata/update/properties */
export const TicketMetadata = z.object({
  ticketId: z.string(),
  provider: ticketingProvider,
  status: ticketStatus,
  /** Only the transitions legal from `status`; empty when none. */
  transitions: z.array(TicketTransition),
});
export type TicketMetadata = z.infer<typeof TicketMetadata>;

export const customFieldValue = z.union([z.string(), z.number(), z.array(z.string())]);
export type CustomFieldValue = z.infer<typeof customFieldValue>;

/** POST .../transitions body (2.9). Fields not allowed by the transition are ignored by the server. */
export const transitionInput = z.object({
  transitionId: z.int32(),
  customFields: z.record(z.string(), z.unknown()).optional(),
});
export type TicketTransitionInput = z.infer<typeof transitionInput>;

export const TicketHistoryEntry = z.object({
  transitionId: z.int32(),
  transitionName: z.string(),
  fromStatus: ticketStatus,
  toStatus: ticketStatus,
  /** `sub` of the caller's access token. */
  actor: z.string(),
  actorName: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  /** The custom fields processed (after ignoring the ones the transition does not allow). */
  fields: z.record(z.string(), customFieldValue),
  ignoredFields: z.array(z.string()),
  /** `legacy` when the request used the deprecated top-level/placeholder layout. */
  layout: z.enum(["customFields", "legacy"]),
});
export type TicketHistoryEntry = z.infer<typeof TicketHistoryEntry>;

export const TicketSummary = z.object({
  ticketId: z.string(),
  org: z.string(),
  provider: ticketingProvider,
  summary: z.string(),
  status: ticketStatus,
  priority: ticketPriority,
  subscriptionId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

/** GET /ticketing/v2/orgs/{org}/ticket/{ticketId}: history oldest first. */
export const Ticket = TicketSummary.extend({
  description: z.string(),
  history: z.array(TicketHistoryEntry),
});
export type Ticket = z.infer<typeof Ticket>;

/** GET /ticketing/v2/orgs/{org}/tickets */
export const TicketList = z.object({ tickets: z.array(TicketSummary) });
export type TicketList = z.infer<typeof TicketList>;

export const FIELD_ISSUE_CODES = ["requiredField", "invalidType", "valueNotAllowed", "outOfRange"] as const;
export const TicketFieldIssue = z.object({
  field: z.string(),
  code: z.enum(FIELD_ISSUE_CODES),
  message: z.string(),
});
export type TicketFieldIssue = z.infer<typeof TicketFieldIssue>;

/** Error body of the ticketing API: the sandbox's `{error, message, trace_id}` plus field details on 400. */
export const TicketingError = z.object({
  error: z.string(),
  message: z.string(),
  trace_id: z.string(),
  details: z.array(TicketFieldIssue).optional(),
});
export type TicketingError = z.infer<typeof TicketingError>;

const DEFAULT_TEXT_MAX = 2000;

/**
 * How the schema words the refusals a person meets most. The sandbox answers in English, as the
 * operator's API does; the portal passes its catalogue's messages.
 */
export interface TicketFieldWords {
  required: (field: TicketField) => string;
  atMost: (field: TicketField, max: number) => string;
}

const ENGLISH_FIELD_WORDS: TicketFieldWords = {
  required: (field) => `${field.label} is required.`,
  atMost: (field, max) => `${field.label} must be at most ${max}.`,
};

/** The zod schema of one field's value; empty text/choices count as absent. */
export function customFieldValueSchema(
  field: TicketField,
  words: TicketFieldWords = ENGLISH_FIELD_WORDS,
): z.ZodType<CustomFieldValue | undefined> {
  const base = valueSchema(field, words);
  const absentToUndefined = (value: unknown) =>
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
      ? undefined
      : value;
  return z.preprocess(absentToUndefined, field.required ? base : base.optional()) as z.ZodType<
    CustomFieldValue | undefined
  >;
}

function valueSchema(field: TicketField, words: TicketFieldWords): z.ZodType<CustomFieldValue> {
  const typeError = (expected: string) => ({
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? words.required(field) : `${field.label} must be ${expected}.`,
  });
  switch (field.type) {
    case "text":
      return z
        .string(typeError("text"))
        .trim()
        .max(field.maxLength ?? DEFAULT_TEXT_MAX, `${field.label} is too long.`);
    case "number": {
      let schema = z.number(typeError("a number"));
      if (field.min !== undefined)
        schema = schema.min(field.min, `${field.label} must be at least ${field.min}.`);
      if (field.max !== undefined) schema = schema.max(field.max, words.atMost(field, field.max));
      return schema;
    }
    case "date":
      return z.iso.date(typeError("a date (YYYY-MM-DD)"));
    case "single_choice":
      return z.enum(choices(field), typeError(`one of: ${(field.allowedValues ?? []).join(", ")}`));
    case "multi_choice":
      return z
        .array(
          z.enum(choices(field), typeError(`one of: ${(field.allowedValues ?? []).join(", ")}`)),
          typeError("a list of values"),
        )
        .refine((values) => new Set(values).size === values.length, `${field.label} values must not repeat.`);
  }
}

function choices(field: TicketField): [string, ...string[]] {
  const [first, ...rest] = field.allowedValues ?? [];
  return first === undefined ? [""] : [first, ...rest];
}

/** Validates `customFields` for one transition (unknown keys are dropped, as the server ignores them). */
export function customFieldsSchema(fields: TicketField[], words: TicketFieldWords = ENGLISH_FIELD_WORDS) {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, customFieldValueSchema(field, words)])),
  );
}
