import { z } from "zod";
import { RECTIFICATION_REASONS, RectificationReasonCode } from "@/contract/billing";
import { amountLocale, id, readAmounts } from "@/lib/forms/fields";
import { issueMessage } from "@/lib/i18n/error-message";

/** The agent's rectification forms, shared by the client (inline errors) and the server actions. */

export { RECTIFICATION_REASONS };

export const rectificationForm = z
  .object({
    accountId: id,
    invoiceId: id,
    reasonCode: RectificationReasonCode,
    comment: z.string().trim().max(500).default(""),
    amountLocale,
    lines: z
      .array(z.object({ movementId: id, amountWithTaxes: z.string() }))
      .min(1, issueMessage("chooseLines")),
    /** The agent saw the existing drafts of this invoice and wants another one anyway. */
    confirmAnotherDraft: z.boolean().default(false),
  })
  .transform((form, ctx) => {
    const lines = form.lines.map((line, index) =>
      readAmounts(
        { ...line, amountLocale: form.amountLocale },
        ctx,
        { amountWithTaxes: { allowNegative: false } },
        ["lines", index],
      ),
    );
    return ctx.issues.length
      ? z.NEVER
      : { ...form, lines: lines.map(({ movementId, amountWithTaxes }) => ({ movementId, amountWithTaxes })) };
  });
export type RectificationFormInput = z.input<typeof rectificationForm>;

export const rectificationRef = z.object({ accountId: id, invoiceId: id, rectificationId: id });
export type RectificationRef = z.infer<typeof rectificationRef>;
