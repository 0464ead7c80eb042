import { z } from "zod";
import {
  compareAmounts,
  isTaxConsistent,
  isZeroAmount,
  parseAmount,
  withTaxesFrom,
} from "@/lib/billing-math";
import {
  type CreateMovementInput,
  type CreateNonSubscribableMovementInput,
  DateTime,
  RECTIFICATION_REASONS,
  REQUEST_MOVEMENT_TYPES,
  RectificationReasonCode,
} from "@/lib/operator/billing/schemas";

/**
 * The agent's form inputs, shared by the client (inline errors) and the server actions (the
 * authority). Field names are the form's; the actions turn them into contract bodies (2.5).
 */

export const PRODUCT_KINDS = ["subscribable", "nonSubscribable"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const id = z.string().trim().min(1, "Required.").max(100);

/** An amount as typed: at most 8 decimals, checked with decimal.js, never parsed as a float. */
const amountText = (options: { allowNegative?: boolean } = {}) =>
  z.string().transform((text, ctx) => {
    const parsed = parseAmount(text, options);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  });

const percentageText = amountText({ allowNegative: false }).refine(
  (v) => compareAmounts(v, 100) <= 0,
  "The tax percentage must be between 0 and 100.",
);

export const movementForm = z
  .object({
    subscriptionId: id,
    productKind: z.enum(PRODUCT_KINDS),
    type: z.enum(REQUEST_MOVEMENT_TYPES, "Choose one of the five movement types."),
    movementDatetime: DateTime,
    periodStartDatetime: DateTime.optional(),
    periodEndDatetime: DateTime.optional(),
    valueWithTaxes: amountText(),
    valueWithoutTaxes: amountText(),
    taxType: z.string().trim().min(1, "Required.").max(20),
    taxPercentage: percentageText,
    billable: z.boolean().default(true),
    transactionTypeId: z.string().trim().max(50).default(""),
    externalInvoiceId: z.string().trim().max(100).default(""),
    externalMovementUniqueId: z.string().trim().min(8).max(100),
    description: z.string().trim().min(1, "A description is required.").max(255),
  })
  .superRefine((form, ctx) => {
    if (form.productKind === "nonSubscribable" && !form.transactionTypeId)
      ctx.addIssue({
        code: "custom",
        path: ["transactionTypeId"],
        message: "Required for a non-subscribable product.",
      });
    if (!isTaxConsistent(form.valueWithTaxes, form.valueWithoutTaxes, form.taxPercentage))
      ctx.addIssue({
        code: "custom",
        path: ["valueWithTaxes"],
        message: `Does not match the amount without taxes and the tax percentage (expected ${withTaxesFrom(form.valueWithoutTaxes, form.taxPercentage)}).`,
      });
    if (isZeroAmount(form.valueWithTaxes))
      ctx.addIssue({ code: "custom", path: ["valueWithTaxes"], message: "The amount must not be zero." });
    if (form.type !== "ADJUSTMENT" && form.valueWithTaxes.startsWith("-"))
      ctx.addIssue({
        code: "custom",
        path: ["valueWithTaxes"],
        message: "Only adjustments may be negative.",
      });
    if (
      form.periodStartDatetime &&
      form.periodEndDatetime &&
      Date.parse(form.periodStartDatetime) > Date.parse(form.periodEndDatetime)
    )
      ctx.addIssue({
        code: "custom",
        path: ["periodEndDatetime"],
        message: "The period ends before it starts.",
      });
  });
export type MovementFormInput = z.input<typeof movementForm>;
export type MovementForm = z.output<typeof movementForm>;

export const updateMovementForm = z.object({ movementId: id }).and(movementForm);
export type UpdateMovementFormInput = z.input<typeof updateMovementForm>;

/** The contract body (2.5) with `billable`, for subscribable products. */
export function subscribableBody(form: MovementForm): CreateMovementInput {
  return { ...commonBody(form), billable: form.billable };
}

/** The contract body (2.5) with `transaction_type_id`, for non-subscribable products. */
export function nonSubscribableBody(form: MovementForm): CreateNonSubscribableMovementInput {
  return { ...commonBody(form), transaction_type_id: form.transactionTypeId };
}

function commonBody(form: MovementForm) {
  return {
    type: form.type,
    movement_datetime: form.movementDatetime,
    ...(form.periodStartDatetime ? { period_start_datetime: form.periodStartDatetime } : {}),
    ...(form.periodEndDatetime ? { period_end_datetime: form.periodEndDatetime } : {}),
    amount: {
      value_with_taxes: form.valueWithTaxes,
      value_without_taxes: form.valueWithoutTaxes,
      tax: { type: form.taxType, percentage: form.taxPercentage },
    },
    ...(form.externalInvoiceId ? { external_invoice_id: form.externalInvoiceId } : {}),
    external_movement_unique_id: form.externalMovementUniqueId,
    description: form.description,
  };
}

export const deleteMovementForm = z.object({ subscriptionId: id, movementId: id });

export const refundForm = z.object({
  subscriptionId: id,
  movementId: id,
  amountWithTaxes: amountText({ allowNegative: false }),
  description: z.string().trim().max(255).default(""),
  externalRefundUniqueId: z.string().trim().min(8).max(100),
});
export type RefundFormInput = z.input<typeof refundForm>;

export { RECTIFICATION_REASONS };

export const rectificationForm = z.object({
  accountId: id,
  invoiceId: id,
  reasonCode: RectificationReasonCode,
  comment: z.string().trim().max(500).default(""),
  lines: z
    .array(z.object({ movementId: id, amountWithTaxes: amountText({ allowNegative: false }) }))
    .min(1, "Choose at least one line to refund."),
  /** The agent saw the existing drafts of this invoice and wants another one anyway. */
  confirmAnotherDraft: z.boolean().default(false),
});
export type RectificationFormInput = z.input<typeof rectificationForm>;

export const rectificationRef = z.object({ accountId: id, invoiceId: id, rectificationId: id });
export type RectificationRef = z.infer<typeof rectificationRef>;

export const customerLookup = z.object({
  kind: z.enum(["subscription", "account"]),
  ref: z
    .string()
    .trim()
    .min(1, "Enter a subscription id or an account id.")
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/, "Use only letters, digits, dots, dashes and underscores."),
});
