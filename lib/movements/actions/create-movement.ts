"use server";

import {
  type CreateMovementInput,
  type CreateNonSubscribableMovementInput,
  createMovementInput,
  createNonSubscribableMovementInput,
  type Movement,
} from "@/contract/billing";
import { noteWriteSent } from "@/lib/approvals/scope";
import { OperatorError } from "@/lib/http";
import * as billing from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";
import { traced } from "@/lib/telemetry/spans";
import { errorWords } from "../../actions/error-words";
import { type Attempt, attemptOf, toActionError } from "../../actions/operator-error";
import { noAnswerMessage, validationError } from "../../actions/operator-messages";
import { type ActionResult, fail, succeed } from "../../actions/result";
import { type AuditEntry, beginAgentWrite } from "../../actions/run-agent-write";
import { type MovementFormInput, movementForm, nonSubscribableBody, subscribableBody } from "../forms";

export interface MovementCreated {
  id: string;
  /** The operator did not answer at first; the movement was found (or created by a safe retry). */
  confirmedAfterNoAnswer: boolean;
}

/**
 * Creates a movement for a subscribable (billable) or non-subscribable (transaction_type_id)
 * product. The form's external_movement_unique_id makes every retry safe: the operator keeps one
 * movement per key, so after no answer the action looks the key up and, if absent, sends again.
 */
async function createMovement(input: MovementFormInput): Promise<ActionResult<MovementCreated>> {
  const customerRef = typeof input?.subscriptionId === "string" ? input.subscriptionId : "";
  const start = await beginAgentWrite(
    { action: "movement.create", targetType: "movement", customerRef },
    movementForm,
    input,
    (form) => ({
      customerRef: form.subscriptionId,
      requestKey: form.externalMovementUniqueId,
      changes: { request: form, product: form.productKind },
    }),
  );
  if (!start.ok) return fail(start.error);
  const { ctx, form } = start;
  const isSubscribable = form.productKind === "subscribable";
  const body: CreateMovementInput | CreateNonSubscribableMovementInput = isSubscribable
    ? subscribableBody(form)
    : nonSubscribableBody(form);
  // The contract schema (shared with the sandbox) is the last word on the body's shape.
  const contract = (isSubscribable ? createMovementInput : createNonSubscribableMovementInput).safeParse(
    body,
  );
  const key = form.externalMovementUniqueId;
  const audit = (entry: AuditEntry) =>
    start.audit({ customerRef: form.subscriptionId, requestKey: key, ...entry });
  if (!contract.success) {
    const error = await validationError(contract.error);
    await audit({ changes: { request: body }, outcome: "failed", error });
    return fail(error);
  }

  const send = () => {
    noteWriteSent();
    return isSubscribable
      ? billing.createMovement(ctx.caller, form.subscriptionId, subscribableBody(form))
      : billing.createNonSubscribableMovement(ctx.caller, form.subscriptionId, nonSubscribableBody(form));
  };
  const attempts: Attempt[] = [];
  const changes = () => ({ request: body, product: form.productKind, attempts });

  const succeeded = async (id: string, firstError?: OperatorError) => {
    await audit({
      targetId: id,
      changes: changes(),
      outcome: "succeeded",
      error: firstError,
      upstreamStatus: 201,
    });
    return succeed({ id, confirmedAfterNoAnswer: firstError !== undefined });
  };

  let firstError: OperatorError;
  try {
    const created = await send();
    attempts.push({ step: "create", status: 201 });
    return succeeded(created.id);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    attempts.push(attemptOf("create", error));
    firstError = error;
  }

  if (!firstError.isUncertain && firstError.status !== 409) {
    await audit({ changes: changes(), outcome: "failed", error: firstError });
    return fail(await toActionError(firstError));
  }

  // No answer (or the key was already used): find out whether the movement exists before answering.
  let existing: Movement | undefined;
  try {
    existing = await findByKey(ctx.caller, form.subscriptionId, key);
    attempts.push({ step: "lookup", status: 200 });
  } catch (lookupError) {
    attempts.push(attemptOf("lookup", lookupError));
    await audit({ changes: changes(), outcome: "uncertain", error: firstError });
    return fail({
      ...(await toActionError(firstError)),
      message: await noAnswerMessage("movementUnchecked"),
    });
  }

  if (firstError.status === 409) {
    await audit({
      targetId: existing?.id,
      changes: changes(),
      outcome: "failed",
      error: firstError,
    });
    return fail({
      ...(await toActionError(firstError)),
      code: "idempotencyConflict",
      message: await conflictMessage(existing),
    });
  }
  if (existing) return succeeded(existing.id, firstError);

  // Not there: sending again with the same key cannot create a second movement.
  try {
    const created = await send();
    attempts.push({ step: "retry", status: 201 });
    return succeeded(created.id, firstError);
  } catch (retryError) {
    if (!(retryError instanceof OperatorError)) throw retryError;
    attempts.push(attemptOf("retry", retryError));
    const outcome = retryError.isUncertain ? "uncertain" : "failed";
    await audit({ changes: changes(), outcome, error: retryError });
    const actionError = await toActionError(retryError);
    return fail(
      retryError.isUncertain
        ? {
            ...actionError,
            message: await noAnswerMessage("movementMaybeCreated"),
          }
        : actionError,
    );
  }
}

async function findByKey(caller: OperatorCaller, subscriptionId: string, key: string) {
  const movements = await billing.listMovements(caller, subscriptionId, { externalMovementUniqueId: key });
  // Filtered again here: an operator without the filter extension returns every movement.
  return movements.find((m) => m.external_movement_unique_id === key);
}

async function conflictMessage(existing: Movement | undefined): Promise<string> {
  const t = await errorWords();
  return existing ? t("action.formUsedForMovement", { id: existing.id }) : t("action.formReferenceUsed");
}

export const createMovementAction = traced("createMovement", createMovement);
