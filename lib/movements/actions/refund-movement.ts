"use server";

import { type Movement, type RefundInput, refundInput } from "@/contract/billing";
import { checkRefund, lineFromWithTaxes } from "@/lib/billing-math";
import type { OperatorError } from "@/lib/http";
import { issueMessage, wordError } from "@/lib/i18n/error-message";
import * as billing from "@/lib/operator/billing/api";
import { traced } from "@/lib/telemetry/spans";
import { errorWords } from "../../actions/error-words";
import { type Attempt, attemptOf, toActionError } from "../../actions/operator-error";
import { validationError } from "../../actions/operator-messages";
import { type ActionResult, fail, succeed } from "../../actions/result";
import { type AuditEntry, beginAgentWrite, retryOnce } from "../../actions/run-agent-write";
import { type RefundFormInput, refundForm } from "../forms";
import { canBeRefunded, refundableOf } from "../rules";

/**
 * Refunds part or all of a non-subscribable product movement (4.3). The movement is read again and
 * the amount capped at what is left; external_refund_unique_id (one per form) makes a retry safe.
 */
async function refundMovement(input: RefundFormInput): Promise<ActionResult<{ id: string }>> {
  const start = await beginAgentWrite(
    {
      action: "refund.create",
      targetType: "movement",
      customerRef: String(input?.subscriptionId ?? ""),
      targetId: String(input?.movementId ?? ""),
    },
    refundForm,
    input,
    (form) => ({ requestKey: form.externalRefundUniqueId, changes: { request: form } }),
  );
  if (!start.ok) return fail(start.error);
  const { ctx, form } = start;
  const attempts: Attempt[] = [];
  const audit = (entry: AuditEntry) => start.audit({ requestKey: form.externalRefundUniqueId, ...entry });

  let movement: Movement;
  try {
    movement = await billing.getMovement(ctx.caller, form.subscriptionId, form.movementId);
    attempts.push({ step: "read", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read", error));
    await audit({
      changes: { attempts },
      outcome: "failed",
      error: error as OperatorError,
    });
    return fail(await toActionError(error));
  }
  if (!canBeRefunded(movement)) {
    const error = {
      code: "movementNotRefundable",
      message: (await errorWords())("action.movementNotRefundable"),
      words: { key: "action.movementNotRefundable" },
    };
    await audit({ changes: { attempts }, outcome: "failed", error });
    return fail(error);
  }

  const cap = refundableOf(movement);
  // Movements carry no currency; the portal shows them in euros (docs/customer.md), as the refund form does.
  const check = checkRefund(form.amountWithTaxes, cap, form.amountLocale, "EUR");
  if (!check.ok) {
    const message = wordError(await errorWords(), check.message);
    const issue = issueMessage(check.message.key, check.message.values);
    const error = {
      code: "refundExceedsRefundable",
      message,
      fieldErrors: { amountWithTaxes: message },
      fieldIssues: { amountWithTaxes: issue },
    };
    await audit({
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
    const error = await validationError(contract.error);
    await audit({ changes: changes(), outcome: "failed", error });
    return fail(error);
  }

  // The refund key makes a second POST a replay of the first, so one retry after no answer is safe.
  return retryOnce({
    step: "refund",
    status: 201,
    attempts,
    send: () => billing.refundNonSubscribableMovement(ctx.caller, form.subscriptionId, form.movementId, body),
    done: async (created, firstError) => {
      await audit({
        targetType: "refund",
        targetId: created.id,
        changes: { ...changes(), refundedMovementId: form.movementId },
        outcome: "succeeded",
        upstreamStatus: 201,
        error: firstError,
      });
      return succeed({ id: created.id });
    },
    ended: (outcome, error) => audit({ changes: changes(), outcome, error }),
    noAnswer: "refundMaybeMade",
  });
}

export const refundMovementAction = traced("refundMovement", refundMovement);
