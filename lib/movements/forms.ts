import { z } from "zod";
import {
  type CreateMovementInput,
  type CreateNonSubscribableMovementInput,
  MOVEMENT_DESCRIPTION_MAX,
  REQUEST_MOVEMENT_TYPES,
} from "@/contract/billing";
import { compareAmounts, isTaxConsistent, isZeroAmount, withTaxesFrom } from "@/lib/billing-math";
import { amountLocale, checkAmounts, id, readAmounts } from "@/lib/forms/fields";
import { issueMessage } from "@/lib/i18n/error-message";
import { movementVersion } from "./version";

/**
 * The agent's form inputs, shared by the client (inline errors) and the server actions (the
 * authority). Field names are the form's; the actions turn them into contract bodies (2.5).
 */

const PRODUCT_KINDS = ["subscribable", "nonSubscribable"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A date the form could not read reaches the schema as typed ("31/02/2026 10:00"): refused in words. */
const typedInstant = (message: "dateTimeUnreadable" | "dayUnreadable") =>
  z.iso.datetime({ offset: true, error: issueMessage(message) });

const MOVEMENT_AMOUNTS = {
  valueWithTaxes: {},
  valueWithoutTaxes: {},
  taxPercentage: { allowNegative: false },
} as const;

export const movementForm = z
  .object({
    subscriptionId: id,
    productKind: z.enum(PRODUCT_KINDS),
    type: z.enum(REQUEST_MOVEMENT_TYPES, issueMessage("movementType")),
    movementDatetime: typedInstant("dateTimeUnreadable"),
    periodStartDatetime: typedInstant("dayUnreadable").optional(),
    periodEndDatetime: typedInstant("dayUnreadable").optional(),
    amountLocale,
    valueWithTaxes: z.string(),
    valueWithoutTaxes: z.string(),
    taxType: z.string().trim().min(1, issueMessage("required")).max(20),
    taxPercentage: z.string(),
    billable: z.boolean().default(true),
    transactionTypeId: z.string().trim().max(50).default(""),
    externalInvoiceId: z.string().trim().max(100).default(""),
    externalMovementUniqueId: z.string().trim().min(8).max(100),
    description: z
      .string()
      .trim()
      .min(1, issueMessage("descriptionRequired"))
      .max(MOVEMENT_DESCRIPTION_MAX, issueMessage("descriptionTooLong", { max: MOVEMENT_DESCRIPTION_MAX })),
  })
  .check(checkAmounts(MOVEMENT_AMOUNTS))
  .transform((form, ctx) => {
    const read = readAmounts(form, ctx, MOVEMENT_AMOUNTS);
    if (ctx.issues.length) return z.NEVER;
    return read;
  })
  .superRefine((form, ctx) => {
    if (compareAmounts(form.taxPercentage, 100) > 0)
      ctx.addIssue({
        code: "custom",
        path: ["taxPercentage"],
        message: issueMessage("taxPercentageRange"),
      });
    if (form.productKind === "nonSubscribable" && !form.transactionTypeId)
      ctx.addIssue({
        code: "custom",
        path: ["transactionTypeId"],
        message: issueMessage("transactionTypeRequired"),
      });
    if (!isTaxConsistent(form.valueWithTaxes, form.valueWithoutTaxes, form.taxPercentage))
      ctx.addIssue({
        code: "custom",
        path: ["valueWithTaxes"],
        message: issueMessage("taxMismatch", {
          expected: withTaxesFrom(form.valueWithoutTaxes, form.taxPercentage),
        }),
      });
    if (isZeroAmount(form.valueWithTaxes))
      ctx.addIssue({ code: "custom", path: ["valueWithTaxes"], message: issueMessage("amountZero") });
    if (form.type !== "ADJUSTMENT" && form.valueWithTaxes.startsWith("-"))
      ctx.addIssue({
        code: "custom",
        path: ["valueWithTaxes"],
        message: issueMessage("onlyAdjustmentsNegative"),
      });
    if (
      form.periodStartDatetime &&
      form.periodEndDatetime &&
      Date.parse(form.periodStartDatetime) > Date.parse(form.periodEndDatetime)
    )
      ctx.addIssue({
        code: "custom",
        path: ["periodEndDatetime"],
        message: issueMessage("periodReversed"),
      });
  });
export type MovementFormInput = z.input<typeof movementForm>;
export type MovementForm = z.output<typeof movementForm>;

/** An edit carries the version the form loaded, so a change made meanwhile (another tab) is not overwritten. */
export const updateMovementForm = z.object({ movementId: id, loaded: movementVersion }).and(movementForm);
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

const REFUND_AMOUNTS = { amountWithTaxes: { allowNegative: false } } as const;

export const refundForm = z
  .object({
    subscriptionId: id,
    movementId: id,
    amountLocale,
    amountWithTaxes: z.string(),
    description: z.string().trim().max(MOVEMENT_DESCRIPTION_MAX).default(""),
    externalRefundUniqueId: z.string().trim().min(8).max(100),
  })
  .check(checkAmounts(REFUND_AMOUNTS))
  .transform((form, ctx) => {
    const read = readAmounts(form, ctx, REFUND_AMOUNTS);
    return ctx.issues.length ? z.NEVER : read;
  });
export type RefundFormInput = z.input<typeof refundForm>;
