"use server";

import type { z } from "zod";
import {
  createMovementInput,
  createNonSubscribableMovementInput,
  type Movement,
  REQUEST_MOVEMENT_TYPES,
} from "@/contract/billing";
import type { OperatorError } from "@/lib/http";
import * as billing from "@/lib/operator/billing/api";
import { traced } from "@/lib/telemetry/spans";
import { errorWords } from "../../actions/error-words";
import { type Attempt, attemptOf, toActionError } from "../../actions/operator-error";
import { validationError } from "../../actions/operator-messages";
import { type ActionResult, fail, succeed } from "../../actions/result";
import { type AgentWrite, beginAgentWrite, retryOnce } from "../../actions/run-agent-write";
import {
  deleteMovementForm,
  nonSubscribableBody,
  subscribableBody,
  type UpdateMovementFormInput,
  updateMovementForm,
} from "../forms";
import { isInvoiced, isNonSubscribable, isResponseOnlyType } from "../rules";
import { differences, versionOf } from "../version";

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

const invoicedError = async (m: Movement) => {
  const values = { invoice: m.invoice_number || m.invoice_id };
  return {
    code: "movementInvoiced",
    message: (await errorWords())("action.movementInvoiced", values),
    words: { key: "action.movementInvoiced", values },
  };
};

type MovementChange<T> =
  | (Extract<AgentWrite<T>, { ok: true }> & { attempts: Attempt[]; current: Movement })
  | { ok: false; result: ActionResult<never> };

/**
 * A change of one movement starts here: the agent admitted, then the movement read again, so that an
 * invoiced one is refused before any write. Every refusal is audited.
 */
async function beginMovementChange<T extends { subscriptionId: string; movementId: string }>(
  action: "movement.update" | "movement.delete",
  schema: z.ZodType<T>,
  input: Partial<Record<"subscriptionId" | "movementId", unknown>> | undefined,
): Promise<MovementChange<T>> {
  const start = await beginAgentWrite(
    {
      action,
      targetType: "movement",
      customerRef: String(input?.subscriptionId ?? ""),
      targetId: String(input?.movementId ?? ""),
    },
    schema,
    input,
  );
  if (!start.ok) return { ok: false, result: fail(start.error) };
  const { ctx, form, audit } = start;
  const attempts: Attempt[] = [];
  let current: Movement;
  try {
    current = await billing.getMovement(ctx.caller, form.subscriptionId, form.movementId);
    attempts.push({ step: "read", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read", error));
    await audit({ changes: { request: form, attempts }, outcome: "failed", error: error as OperatorError });
    return { ok: false, result: fail(await toActionError(error)) };
  }
  if (isInvoiced(current)) {
    const error = await invoicedError(current);
    await audit({ changes: { before: snapshot(current), attempts }, outcome: "failed", error });
    return { ok: false, result: fail(error) };
  }
  return { ok: true, ctx, form, audit, attempts, current };
}

/** Updates a pending movement. The movement is read again first: an invoiced one is refused before any write. */
async function updateMovement(input: UpdateMovementFormInput): Promise<ActionResult<{ id: string }>> {
  const start = await beginMovementChange("movement.update", updateMovementForm, input);
  if (!start.ok) return start.result;
  const { ctx, form, audit, attempts, current } = start;
  if (isResponseOnlyType(current.type)) {
    const values = { type: current.type, types: REQUEST_MOVEMENT_TYPES.join(", ") };
    const error = {
      code: "movementTypeReadOnly",
      message: (await errorWords())("action.movementTypeReadOnly", values),
      words: { key: "action.movementTypeReadOnly", values },
    };
    await audit({ changes: { before: snapshot(current), attempts }, outcome: "failed", error });
    return fail(error);
  }
  // Another tab (or agent) saved since this form was opened: refuse rather than revert their change.
  const conflict = differences(form.loaded, versionOf(current));
  if (conflict.length) {
    const error = {
      code: "movementChanged",
      message: (await errorWords())("action.movementChanged"),
      words: { key: "action.movementChanged" },
      conflict,
    };
    await audit({
      changes: { before: snapshot(current), request: form, attempts },
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
    const error = await validationError(contract.error);
    await audit({ changes: changes(), outcome: "failed", error });
    return fail(error);
  }

  // A PUT of the same body is idempotent, so one retry after no answer cannot do harm.
  return retryOnce({
    step: "update",
    status: 204,
    attempts,
    send: () =>
      nonSubscribable
        ? billing.updateNonSubscribableMovement(
            ctx.caller,
            form.subscriptionId,
            form.movementId,
            nonSubscribableBody(next),
          )
        : billing.updateMovement(ctx.caller, form.subscriptionId, form.movementId, subscribableBody(next)),
    done: async (_, firstError) => {
      await audit({ changes: changes(), outcome: "succeeded", upstreamStatus: 204, error: firstError });
      return succeed({ id: form.movementId });
    },
    ended: (outcome, error) => audit({ changes: changes(), outcome, error }),
    noAnswer: "changeMaybeSaved",
  });
}

/** Deletes a pending movement; refused before any write when the movement is invoiced. */
async function deleteMovement(input: {
  subscriptionId: string;
  movementId: string;
}): Promise<ActionResult<{ id: string }>> {
  const start = await beginMovementChange("movement.delete", deleteMovementForm, input);
  if (!start.ok) return start.result;
  const { ctx, form, audit, attempts, current } = start;
  const { subscriptionId, movementId } = form;
  const changes = () => ({ before: snapshot(current), attempts });

  return retryOnce({
    step: "delete",
    status: 204,
    attempts,
    send: () => billing.deleteMovement(ctx.caller, subscriptionId, movementId),
    done: async (_, firstError) => {
      await audit({ changes: changes(), outcome: "succeeded", upstreamStatus: 204, error: firstError });
      return succeed({ id: movementId });
    },
    gone: async (firstError) => {
      await audit({ changes: changes(), outcome: "succeeded", error: firstError });
      return succeed({ id: movementId });
    },
    ended: (outcome, error) => audit({ changes: changes(), outcome, error }),
    noAnswer: "movementMaybeDeleted",
  });
}

export const updateMovementAction = traced("updateMovement", updateMovement);
export const deleteMovementAction = traced("deleteMovement", deleteMovement);
