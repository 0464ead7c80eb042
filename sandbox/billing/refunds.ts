import { randomUUID } from "node:crypto";
import { z } from "zod";
import { refundInput } from "@/contract/billing";
import { systemDescription } from "@/contract/system-descriptions";
import { ApiError } from "../http/errors";
import { inTransaction, type SandboxDb } from "../store/db";
import { billingMovements } from "../store/schema";
import { dec } from "./decimal";
import { findByExternalId, isRefundable, lockMovementRow, type MovementRow } from "./movement-view";
import { newMovementId } from "./movement-writes";
import { refundedSoFar } from "./refunded";

/**
 * Refund of a non-subscribable-product movement (4.3): a CREDIT movement pointing at the original,
 * capped at what is left to refund. external_refund_unique_id makes a retry safe.
 */
export async function refundMovement(
  db: SandboxDb,
  org: string,
  subscriptionId: string,
  movementId: string,
  body: unknown,
): Promise<{ id: string; replayed: boolean }> {
  const parsed = refundInput.safeParse(body);
  if (!parsed.success) throw new ApiError(400, "wrongRefundBody", z.prettifyError(parsed.error));
  const input = parsed.data;
  const withTaxes = dec(input.amount.value_with_taxes);
  const key = `refund:${input.external_refund_unique_id ?? randomUUID()}`;
  const fingerprint = JSON.stringify({
    movementId,
    withTaxes: withTaxes.toFixed(),
    withoutTaxes: dec(input.amount.value_without_taxes).toFixed(),
    tax: [input.amount.tax.type, dec(input.amount.tax.percentage).toFixed()],
    description: input.description ?? null,
  });

  return inTransaction(db, async (tx) => {
    // Locked first: a retry of this refund, another refund or a rectification of the same movement
    // waits here, then sees what the other one did (idempotency and the cap both hold under races).
    const original = await lockMovementRow(tx, subscriptionId, movementId);
    if (!original) throw new ApiError(404, "movementNotFound", `Movement ${movementId} does not exist.`);

    const previous = await findByExternalId(tx, subscriptionId, key);
    if (previous) return replayOrConflict(previous, fingerprint, input.external_refund_unique_id);
    if (!isRefundable(original))
      throw new ApiError(
        409,
        "movementNotRefundable",
        `Movement ${movementId} is not a non-subscribable-product debit; only those can be refunded here.`,
      );
    if (!dec(original.taxPercentage).equals(dec(input.amount.tax.percentage)))
      throw new ApiError(
        400,
        "wrongRefundBody",
        `A refund carries the tax of the refunded movement (${dec(original.taxPercentage).toFixed()}%).`,
      );

    const done = (await refundedSoFar(tx, [movementId])).get(movementId) ?? dec(0);
    const remaining = dec(original.valueWithTaxes).minus(done);
    if (withTaxes.greaterThan(remaining))
      throw new ApiError(
        409,
        "refundExceedsRefundable",
        `At most ${remaining.toFixed()} (with taxes) of movement ${movementId} can still be refunded.`,
      );

    const id = newMovementId();
    const now = new Date();
    const inserted = await tx
      .insert(billingMovements)
      .values({
        id,
        orgId: org,
        subscriptionId,
        type: "ADJUSTMENT",
        operationType: "CREDIT",
        movementDatetime: now,
        periodStartDatetime: original.periodStartDatetime,
        periodEndDatetime: original.periodEndDatetime,
        valueWithTaxes: withTaxes.negated().toFixed(),
        valueWithoutTaxes: dec(input.amount.value_without_taxes).negated().toFixed(),
        taxType: input.amount.tax.type,
        taxPercentage: original.taxPercentage,
        externalMovementUniqueId: key,
        billable: false,
        transactionTypeId: original.transactionTypeId,
        description: input.description ?? systemDescription.refundOf(original.description),
        refundOfMovementId: movementId,
        requestFingerprint: fingerprint,
      })
      // The same key used meanwhile for a refund of another movement (which holds another lock).
      .onConflictDoNothing({
        target: [billingMovements.subscriptionId, billingMovements.externalMovementUniqueId],
      })
      .returning({ id: billingMovements.id });
    if (inserted.length) return { id, replayed: false };
    const winner = await findByExternalId(tx, subscriptionId, key);
    if (!winner) throw new Error(`refund key ${key} conflicted but no movement holds it`);
    return replayOrConflict(winner, fingerprint, input.external_refund_unique_id);
  });
}

function replayOrConflict(previous: MovementRow, fingerprint: string, key: string | undefined) {
  if (previous.requestFingerprint === fingerprint) return { id: previous.id, replayed: true };
  throw new ApiError(
    409,
    "externalRefundUniqueIdConflict",
    `external_refund_unique_id ${key} already identifies refund ${previous.id} with a different body.`,
  );
}
