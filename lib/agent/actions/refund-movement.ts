"use server";

import { checkRefund, lineFromWithTaxes } from "@/lib/billing-math";
import { OperatorError } from "@/lib/http";
import * as billing from "@/lib/operator/billing/api";
import { type Movement, type RefundInput, refundInput } from "@/lib/operator/billing/schemas";
import { actorOf, auditWrite } from "../audit-write";
import { noAnswerMessage, validationError } from "../errors";
import { guardAgent } from "../guard";
import { canBeRefunded, refundableOf } from "../movement-rules";
import { type Attempt, attemptOf, toActionError } from "../operator-error";
import { type ActionResult, fail, succeed } from "../result";
import { type RefundFormInput, refundForm } from "../schemas";

/**
 * Refunds part or all of a non-subscribable product movement (4.3). The movement is read again and
 * the amount capped at what is left; external_refund_unique_id (one per form) makes a retry safe.
 */
export async function refundMovementAction(input: RefundFormInput): Promise<ActionResult<{ id: string }>> {
  const guard = await guardAgent();
  if (!guard.ok) return fail(guard.error);
  const { ctx } = guard;
  const actor = actorOf(ctx);
  const base = {
    action: "refund.create",
    targetType: "movement",
    customerRef: String(input?.subscriptionId ?? ""),
    targetId: String(input?.movementId ?? ""),
  } as const;

  const parsed = refundForm.safeParse(input);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    await auditWrite(actor, { ...base, changes: { request: input }, outcome: "failed", error });
    return fail(error);
  }
  const form = parsed.data;
  const attempts: Attempt[] = [];
  const write = { ...base, requestKey: form.externalRefundUniqueId };

  let movement: Movement;
  try {
    movement = await billing.getMovement(ctx.caller, form.subscriptionId, form.movementId);
    attempts.push({ step: "read", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read", error));
    await auditWrite(actor, {
      ...write,
      changes: { attempts },
      outcome: "failed",
      error: error as OperatorError,
    });
    return fail(toActionError(error));
  }
  if (!canBeRefunded(movement)) {
    const error = {
      code: "movementNotRefundable",
      message: "Only charges (debits) of non-subscribable products can be refunded.",
    };
    await auditWrite(actor, { ...write, changes: { attempts }, outcome: "failed", error });
    return fail(error);
  }

  const cap = refundableOf(movement);
  const check = checkRefund(form.amountWithTaxes, cap);
  if (!check.ok) {
    const error = {
      code: "refundExceedsRefundable",
      message: check.message,
      fieldErrors: { amountWithTaxes: check.message },
    };
    await auditWrite(actor, {
      ...write,
      changes: { request: form, cap, attempts },
      outcome: "failed",
      error,
    });
    return fail(error);
  }
  const line = lineFromWithTaxes(check.value, movement.amount.tax.percentage);
  const body: RefundInput = {
    amount: {
      value_with_taxes: line.withTaxes,
      value_without_taxes: line.withoutTaxes,
      tax: movement.amount.tax,
    },
    external_refund_unique_id: form.externalRefundUniqueId,
    ...(form.description ? { description: form.description } : {}),
  };
  const contract = refundInput.safeParse(body);
  const changes = () => ({ request: body, refundableBefore: cap, attempts });
  if (!contract.success) {
    const error = validationError(contract.error);
    await auditWrite(actor, { ...write, changes: changes(), outcome: "failed", error });
    return fail(error);
  }

  // The refund key makes a second POST a replay of the first, so one retry after no answer is safe.
  let firstError: OperatorError | undefined;
  for (const step of ["refund", "retry"] as const) {
    try {
      const created = await billing.refundNonSubscribableMovement(
        ctx.caller,
        form.subscriptionId,
        form.movementId,
        body,
      );
      attempts.push({ step, status: 201 });
      await auditWrite(actor, {
        ...write,
        targetType: "refund",
        targetId: created.id,
        changes: { ...changes(), refundedMovementId: form.movementId },
        outcome: "succeeded",
        upstreamStatus: 201,
        error: firstError,
      });
      return succeed({ id: created.id });
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      attempts.push(attemptOf(step, error));
      if (!error.isUncertain || step === "retry") {
        const outcome = error.isUncertain ? "uncertain" : "failed";
        await auditWrite(actor, { ...write, changes: changes(), outcome, error });
        const actionError = toActionError(error);
        return fail(
          error.isUncertain
            ? {
                ...actionError,
                message: noAnswerMessage(
                  "The refund may or may not have been made. Submitting again is safe: it cannot refund twice.",
                ),
              }
            : actionError,
        );
      }
      firstError = error;
    }
  }
  throw new Error("unreachable");
}
