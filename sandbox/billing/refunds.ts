import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { refundInput } from "@/lib/operator/billing/schemas";
import { ApiError } from "../http/errors";
import type { SandboxDb } from "../store/db";
import { billingMovements } from "../store/schema";
import { dec } from "./decimal";
import { findMovementRow, isRefundable } from "./movement-view";
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

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as SandboxDb;
    const original = await findMovementRow(tx, subscriptionId, movementId);
    if (!original) throw new ApiError(404, "movementNotFound", `Movement ${movementId} does not exist.`);

    const [previous] = await tx
      .select()
      .from(billingMovements)
      .where(
        and(
          eq(billingMovements.subscriptionId, subscriptionId),
          eq(billingMovements.externalMovementUniqueId, key),
        ),
      );
    if (previous) {
      if (previous.requestFingerprint === fingerprint) return { id: previous.id, replayed: true };
      throw new ApiError(
        409,
        "externalRefundUniqueIdConflict",
        `external_refund_unique_id ${input.external_refund_unique_id} already identifies refund ${previous.id} with a different body.`,
      );
    }
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

    // Lock the original so two refunds cannot both pass the cap.
    await tx.execute(sql`select id from sandbox.billing_movements where id = ${movementId} for update`);
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
    await tx.insert(billingMovements).values({
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
      description: input.description ?? `Refund: ${original.description}`,
      refundOfMovementId: movementId,
      requestFingerprint: fingerprint,
    });
    return { id, replayed: false };
  });
}
