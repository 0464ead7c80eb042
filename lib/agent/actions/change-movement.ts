"use server";

import { OperatorError } from "@/lib/http";
import * as billing from "@/lib/operator/billing/api";
import {
  createMovementInput,
  createNonSubscribableMovementInput,
  type Movement,
} from "@/lib/operator/billing/schemas";
import { actorOf, auditWrite } from "../audit-write";
import { messageFor, noAnswerMessage, validationError } from "../errors";
import { guardAgent } from "../guard";
import { isInvoiced, isNonSubscribable } from "../movement-rules";
import { type Attempt, attemptOf, isNotFound, toActionError } from "../operator-error";
import { type ActionResult, fail, succeed } from "../result";
import {
  deleteMovementForm,
  nonSubscribableBody,
  subscribableBody,
  type UpdateMovementFormInput,
  updateMovementForm,
} from "../schemas";

function snapshot(m: Movement) {
  return {
    type: m.type,
    amount: m.amount,
    description: m.description,
    movement_datetime: m.movement_datetime,
    billable: m.billable,
    transaction_type_id: m.transaction_type_id,
    invoice_number: m.invoice_number,
  };
}

const invoicedError = (m: Movement) => ({
  code: "movementInvoiced",
  message: `${messageFor("movementInvoiced")} (invoice ${m.invoice_number || m.invoice_id})`,
});

/** Updates a pending movement. The movement is read again first: an invoiced one is refused before any write. */
export async function updateMovementAction(
  input: UpdateMovementFormInput,
): Promise<ActionResult<{ id: string }>> {
  const guard = await guardAgent();
  if (!guard.ok) return fail(guard.error);
  const { ctx } = guard;
  const actor = actorOf(ctx);
  const base = {
    action: "movement.update",
    targetType: "movement",
    customerRef: String(input?.subscriptionId ?? ""),
    targetId: String(input?.movementId ?? ""),
  } as const;

  const parsed = updateMovementForm.safeParse(input);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    await auditWrite(actor, { ...base, changes: { request: input }, outcome: "failed", error });
    return fail(error);
  }
  const form = parsed.data;
  const attempts: Attempt[] = [];

  let current: Movement;
  try {
    current = await billing.getMovement(ctx.caller, form.subscriptionId, form.movementId);
    attempts.push({ step: "read", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read", error));
    const outcome = "failed";
    await auditWrite(actor, {
      ...base,
      changes: { request: form, attempts },
      outcome,
      error: error as OperatorError,
    });
    return fail(toActionError(error));
  }
  if (isInvoiced(current)) {
    const error = invoicedError(current);
    await auditWrite(actor, {
      ...base,
      changes: { before: snapshot(current), attempts },
      outcome: "failed",
      error,
    });
    return fail(error);
  }

  // The movement keeps its product kind and its unique id; only its details change.
  const next = { ...form, externalMovementUniqueId: current.external_movement_unique_id };
  const nonSubscribable = isNonSubscribable(current);
  const body = nonSubscribable
    ? nonSubscribableBody({
        ...next,
        transactionTypeId: next.transactionTypeId || current.transaction_type_id,
      })
    : subscribableBody(next);
  const contract = (nonSubscribable ? createNonSubscribableMovementInput : createMovementInput).safeParse(
    body,
  );
  const changes = () => ({ before: snapshot(current), after: body, attempts });
  if (!contract.success) {
    const error = validationError(contract.error);
    await auditWrite(actor, { ...base, changes: changes(), outcome: "failed", error });
    return fail(error);
  }

  const send = () =>
    nonSubscribable
      ? billing.updateNonSubscribableMovement(
          ctx.caller,
          form.subscriptionId,
          form.movementId,
          nonSubscribableBody(next),
        )
      : billing.updateMovement(ctx.caller, form.subscriptionId, form.movementId, subscribableBody(next));

  // A PUT of the same body is idempotent, so one retry after no answer cannot do harm.
  let firstError: OperatorError | undefined;
  for (const step of ["update", "retry"] as const) {
    try {
      await send();
      attempts.push({ step, status: 204 });
      await auditWrite(actor, {
        ...base,
        changes: changes(),
        outcome: "succeeded",
        upstreamStatus: 204,
        error: firstError,
      });
      return succeed({ id: form.movementId });
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      attempts.push(attemptOf(step, error));
      if (!error.isUncertain || step === "retry") {
        const outcome = error.isUncertain ? "uncertain" : "failed";
        await auditWrite(actor, { ...base, changes: changes(), outcome, error });
        const actionError = toActionError(error);
        return fail(
          error.isUncertain
            ? {
                ...actionError,
                message: noAnswerMessage("The change may or may not have been saved. Reload to check."),
              }
            : actionError,
        );
      }
      firstError = error;
    }
  }
  throw new Error("unreachable");
}

/** Deletes a pending movement; refused before any write when the movement is invoiced. */
export async function deleteMovementAction(input: {
  subscriptionId: string;
  movementId: string;
}): Promise<ActionResult<{ id: string }>> {
  const guard = await guardAgent();
  if (!guard.ok) return fail(guard.error);
  const { ctx } = guard;
  const actor = actorOf(ctx);
  const base = {
    action: "movement.delete",
    targetType: "movement",
    customerRef: String(input?.subscriptionId ?? ""),
    targetId: String(input?.movementId ?? ""),
  } as const;
  const parsed = deleteMovementForm.safeParse(input);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    await auditWrite(actor, { ...base, changes: { request: input }, outcome: "failed", error });
    return fail(error);
  }
  const { subscriptionId, movementId } = parsed.data;
  const attempts: Attempt[] = [];

  let current: Movement;
  try {
    current = await billing.getMovement(ctx.caller, subscriptionId, movementId);
    attempts.push({ step: "read", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read", error));
    await auditWrite(actor, {
      ...base,
      changes: { attempts },
      outcome: "failed",
      error: error as OperatorError,
    });
    return fail(toActionError(error));
  }
  const changes = () => ({ before: snapshot(current), attempts });
  if (isInvoiced(current)) {
    await auditWrite(actor, {
      ...base,
      changes: changes(),
      outcome: "failed",
      error: invoicedError(current),
    });
    return fail(invoicedError(current));
  }

  let firstError: OperatorError | undefined;
  for (const step of ["delete", "retry"] as const) {
    try {
      await billing.deleteMovement(ctx.caller, subscriptionId, movementId);
      attempts.push({ step, status: 204 });
      await auditWrite(actor, {
        ...base,
        changes: changes(),
        outcome: "succeeded",
        upstreamStatus: 204,
        error: firstError,
      });
      return succeed({ id: movementId });
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      attempts.push(attemptOf(step, error));
      // After no answer, a 404 on the retry means the first delete went through.
      if (step === "retry" && isNotFound(error) && firstError) {
        await auditWrite(actor, { ...base, changes: changes(), outcome: "succeeded", error: firstError });
        return succeed({ id: movementId });
      }
      if (!error.isUncertain || step === "retry") {
        const outcome = error.isUncertain ? "uncertain" : "failed";
        await auditWrite(actor, { ...base, changes: changes(), outcome, error });
        const actionError = toActionError(error);
        return fail(
          error.isUncertain
            ? {
                ...actionError,
                message: noAnswerMessage("The movement may or may not have been deleted. Reload to check."),
              }
            : actionError,
        );
      }
      firstError = error;
    }
  }
  throw new Error("unreachable");
}
