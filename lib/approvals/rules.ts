import { z } from "zod";
import { type AmountLocale, parseAmountInput } from "@/lib/amount-input";
import { issueMessage } from "@/lib/i18n/error-message";
import { type DecimalString, toDecimal } from "@/lib/money";

/** The writes that can need a second person, and the limit each one is judged against. */
export const GATED_ACTIONS = [
  "refund.create",
  "movement.create",
  "movement.update",
  "rectification.issue",
] as const;
export type GatedAction = (typeof GATED_ACTIONS)[number];

/** Where a request is: decided or not, and how its approved send ended (docs/approvals.md). */
export const APPROVAL_STATES = [
  "pending",
  "sending",
  "sent",
  "not_sent",
  "failed",
  "uncertain",
  "rejected",
  "expired",
] as const;

export interface Limits {
  /** Largest refund (with taxes) an agent may make alone. */
  refundMax: DecimalString;
  /** Largest rectification (sum of its lines, with taxes) an agent may issue alone. */
  rectificationMax: DecimalString;
  /** Largest credit movement (negative amount, with taxes) an agent may create alone. */
  creditMovementMax: DecimalString;
}

export type LimitKey = keyof Limits;

/** Seeded so the demo shows both paths: a device sale (149 or more) refunded in full needs approval. */
export const DEFAULT_LIMITS: Limits = { refundMax: "50", rectificationMax: "100", creditMovementMax: "50" };

export const LIMIT_OF: Record<GatedAction, LimitKey> = {
  "refund.create": "refundMax",
  "movement.create": "creditMovementMax",
  "movement.update": "creditMovementMax",
  "rectification.issue": "rectificationMax",
};

export const DEFAULT_EXPIRY_HOURS = 72;

export interface LimitCheck {
  isAbove: boolean;
  amount: DecimalString;
  limit: DecimalString;
}

/** Strictly above the limit needs approval; the limit itself may be submitted alone. */
export function checkLimit(action: GatedAction, amount: DecimalString, limits: Limits): LimitCheck {
  const limit = limits[LIMIT_OF[action]];
  const size = toDecimal(amount).abs();
  return { isAbove: size.gt(toDecimal(limit)), amount: size.toFixed(), limit };
}

/**
 * The amount a gated write moves, read from its validated form. Movements count only as credits
 * (a negative amount); a debit returns undefined and never needs approval.
 */
export function amountOfForm(action: GatedAction, form: Record<string, unknown>): DecimalString | undefined {
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : undefined);
  if (action === "refund.create") return text("amountWithTaxes");
  if (action === "movement.create" || action === "movement.update") {
    const value = text("valueWithTaxes");
    return value?.startsWith("-") ? value : undefined;
  }
  return undefined;
}

const limitAmount = (locale: AmountLocale) =>
  z.string().transform((text, ctx) => {
    const parsed = parseAmountInput(text, locale, { allowNegative: false });
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: issueMessage(parsed.message.key, parsed.message.values) });
      return z.NEVER;
    }
    if (toDecimal(parsed.value).gt("1000000000")) {
      ctx.addIssue({ code: "custom", message: issueMessage("limitTooLarge") });
      return z.NEVER;
    }
    return parsed.value;
  });

/** The limits form, read in the person's locale ("1.500" is 1500 in es), the same on client and action. */
export const limitsInputIn = (locale: AmountLocale) =>
  z.object({
    refundMax: limitAmount(locale),
    rectificationMax: limitAmount(locale),
    creditMovementMax: limitAmount(locale),
  });
export type LimitsInput = z.input<ReturnType<typeof limitsInputIn>>;

/** What the requester adds when a write is above their limit. */
export const approvalNote = z.object({
  reason: z.string().trim().min(3, issueMessage("reasonTooShort")).max(200),
  comment: z.string().trim().max(1000).default(""),
});

const requestId = z
  .string()
  .trim()
  .regex(/^APR-[0-9A-Z]{12}$/, issueMessage("notApprovalReference"));

export const approveInput = z.object({ requestId, comment: z.string().trim().max(1000).default("") });
export const rejectInput = z.object({
  requestId,
  comment: z.string().trim().min(3, issueMessage("rejectReasonTooShort")).max(1000),
});
