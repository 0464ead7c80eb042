import { z } from "zod";
import { KycMatchField } from "@/contract/gateway";
import { formatDay, parseDayInput, today } from "@/lib/dates";
import { issueMessage } from "@/lib/i18n/error-message";
import type { FieldOutcomes, Judgement } from "./verification-rule";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === ""
    ? undefined
    : typeof value === "string"
      ? value.trim()
      : value;

export { STEP_UP_VERIFY_ACTION as VERIFY_CALLER_ACTION } from "./step-up-rules";
export const KYC_FIELDS = KycMatchField.options;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * A birth date typed as every other date of the portal is ("12/04/1985"; the ISO day is read too),
 * sent as the ISO day the API expects. A day after today is a typing mistake, not a caller.
 */
const birthdate = z.string().transform((typed, ctx) => {
  const day = parseDayInput(typed);
  if (day && formatDay(day) <= formatDay(today())) return formatDay(day);
  ctx.addIssue({ code: "custom", message: issueMessage("birthdate") });
  return z.NEVER;
});

/** What the agent types while the caller speaks; blank fields are not sent. Never stored. */
export const verifyCallerInput = z
  .object({
    subscriptionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, issueMessage("notSubscriptionId")),
    idDocument: optional(z.string().max(100)),
    name: optional(z.string().max(200)),
    givenName: optional(z.string().max(100)),
    familyName: optional(z.string().max(100)),
    birthdate: optional(birthdate),
    email: optional(z.email(issueMessage("email")).max(200)),
    address: optional(z.string().max(300)),
    ageThreshold: optional(
      z.coerce
        .number({ error: issueMessage("wholeYears") })
        .int(issueMessage("wholeYears"))
        .min(0, issueMessage("ageRange"))
        .max(120, issueMessage("ageRange")),
    ),
  })
  .strict()
  .refine(
    (input) => KYC_FIELDS.some((field) => input[field] !== undefined) || input.ageThreshold !== undefined,
    { message: issueMessage("callerDetails"), path: ["_form"] },
  );

export type { FieldOutcome } from "./verification-rule";

export interface CallerVerification extends Judgement {
  fields: FieldOutcomes;
  ageCheck?: { threshold: number; result: "true" | "false" | "not_available" };
}

/** Reads a kyc-match answer (`<field>Match`, `<field>MatchScore`) into per-field outcomes. */
export function readMatch(
  sent: readonly z.infer<typeof KycMatchField>[],
  answer: Record<string, unknown>,
): FieldOutcomes {
  const fields: FieldOutcomes = {};
  for (const field of sent) {
    const value = answer[`${field}Match`];
    const score = answer[`${field}MatchScore`];
    fields[field] =
      value === "true"
        ? { result: "match" }
        : value === "false"
          ? { result: "noMatch", score: typeof score === "number" ? score : undefined }
          : { result: "notAvailable" };
  }
  return fields;
}
