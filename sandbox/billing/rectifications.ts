import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { createRectificationInput } from "@/contract/billing";
import { systemDescription } from "@/contract/system-descriptions";
import { ApiError } from "../http/errors";
import { inTransaction, type SandboxDb } from "../store/db";
import { billingInvoices, billingMovements, billingPublicLinks, billingRefunds } from "../store/schema";
import { dec, splitTaxes, sum } from "./decimal";
import { type AccountScope, findInvoice, type InvoiceRow, refundRows } from "./invoice-view";
import { invoiceMovementRows } from "./movement-view";
import { newMovementId } from "./movement-writes";
import { nextInvoiceNumber } from "./numbering";
import { refundedSoFar } from "./refunded";

const newInvoiceId = () => `inv_${randomUUID().replaceAll("-", "").slice(0, 16)}`;

export const isPostpaidOrdinary = (row: InvoiceRow) => row.type === "ORDINARY" && row.service === "postpaid";
export const isSalesOrdinary = (row: InvoiceRow) => row.type === "ORDINARY" && row.service === "sales";

/**
 * The rectification {rect} of the ordinary invoice {ord}, both on the scope's account: 404
 * invoiceNotFound for the ordinary invoice, 404 rectificationNotFound for a rectification that is
 * not one of that invoice's.
 */
export async function findRectification(
  db: SandboxDb,
  scope: AccountScope,
  ordinaryRef: string,
  rectificationRef: string,
  isOrdinary: (row: InvoiceRow) => boolean,
) {
  const original = await findInvoice(db, scope, ordinaryRef, isOrdinary);
  const rectification = await findInvoice(
    db,
    scope,
    rectificationRef,
    (row) => row.type === "RECTIFICATION" && row.rectifiedInvoiceId === original.id,
    "rectificationNotFound",
  );
  return { original, rectification };
}

/** Creates a draft: each refund line is capped at what remains refundable of its movement. */
export async function createRectification(
  db: SandboxDb,
  scope: AccountScope,
  ordinaryRef: string,
  body: unknown,
) {
  const parsed = createRectificationInput.safeParse(body);
  if (!parsed.success) throw new ApiError(400, "wrongRectificationBody", z.prettifyError(parsed.error));
  const input = parsed.data;

  return inTransaction(db, async (tx) => {
    const original = await findInvoice(tx, scope, ordinaryRef, isPostpaidOrdinary);
    const movements = new Map((await invoiceMovementRows(tx, original.id)).map((m) => [m.id, m]));
    // The refunded movements are locked (as a 4.3 refund locks its movement), so two drafts or a draft
    // and a refund cannot both take the last euro; in id order, so two drafts cannot deadlock.
    const targets = input.refunds.map((r) => r.movement_id).filter((id) => movements.has(id));
    if (targets.length)
      await tx
        .select({ id: billingMovements.id })
        .from(billingMovements)
        .where(inArray(billingMovements.id, targets))
        .orderBy(billingMovements.id)
        .for("update");
    const refunded = await refundedSoFar(tx, targets);
    const id = newInvoiceId();
    const refunds = input.refunds.map((line, position) => {
      const movement = movements.get(line.movement_id);
      if (movement?.operationType !== "DEBIT")
        throw new ApiError(
          400,
          "wrongRectificationBody",
          `refunds[${position}].movement_id: ${line.movement_id} is not a charge of invoice ${original.number}.`,
        );
      const remaining = dec(movement.valueWithTaxes).minus(refunded.get(movement.id) ?? dec(0));
      if (dec(line.amount_with_taxes).greaterThan(remaining))
        throw new ApiError(
          409,
          "refundExceedsRefundable",
          `refunds[${position}]: at most ${remaining.toFixed()} (with taxes) of movement ${movement.id} can still be refunded.`,
        );
      const split = splitTaxes(dec(line.amount_with_taxes), movement.taxPercentage);
      return {
        id: `ref_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
        rectificationId: id,
        movementId: movement.id,
        description: movement.description,
        amountWithTaxes: dec(line.amount_with_taxes).toFixed(),
        amountWithoutTaxes: split.withoutTaxes.toFixed(),
        taxAmount: split.tax.toFixed(),
        taxType: movement.taxType,
        taxPercentage: movement.taxPercentage,
        position,
      };
    });
    const total = (pick: (r: (typeof refunds)[number]) => string) =>
      sum(refunds.map(pick)).negated().toFixed();
    await tx.insert(billingInvoices).values({
      id,
      orgId: scope.org,
      accountId: scope.accountId,
      subscriptionId: original.subscriptionId,
      number: null,
      type: "RECTIFICATION",
      category: original.category,
      service: original.service,
      status: "DRAFT",
      periodStart: original.periodStart,
      periodEnd: original.periodEnd,
      currency: original.currency,
      totalWithoutTaxes: total((r) => r.amountWithoutTaxes),
      totalTax: total((r) => r.taxAmount),
      totalWithTaxes: total((r) => r.amountWithTaxes),
      rectifiedInvoiceId: original.id,
      reasonCode: input.reason_code,
      comment: input.comment,
    });
    await tx.insert(billingRefunds).values(refunds);
    return { id };
  });
}

/**
 * The draft {rect} of {ord}, locked for the rest of the transaction and re-read under the lock, so of
 * two racing issue/delete calls the second sees what the first did.
 */
async function lockedDraft(tx: SandboxDb, scope: AccountScope, ordinaryRef: string, rectRef: string) {
  const { rectification } = await findRectification(tx, scope, ordinaryRef, rectRef, isPostpaidOrdinary);
  const [fresh] = await tx
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.id, rectification.id))
    .for("update");
  if (!fresh) throw new ApiError(404, "rectificationNotFound", `No such rectification ${rectRef}.`);
  if (fresh.status !== "DRAFT")
    throw new ApiError(
      409,
      "rectificationAlreadyIssued",
      `Rectification ${fresh.id} was issued as ${fresh.number}; only a draft can be issued or deleted.`,
    );
  return fresh;
}

/**
 * draft -> issued: takes the next R number and books one credit movement per refund. The number is
 * taken inside the transaction, so a failed issue gives it back: the series has no gaps.
 */
export async function issueRectification(
  db: SandboxDb,
  scope: AccountScope,
  ordinaryRef: string,
  rectRef: string,
) {
  return inTransaction(db, async (tx) => {
    const fresh = await lockedDraft(tx, scope, ordinaryRef, rectRef);
    const now = new Date();
    const number = await nextInvoiceNumber(tx, scope.org, "R", now);
    const refunds = await refundRows(tx, fresh.id);
    const originals = new Map(
      (await invoiceMovementRows(tx, fresh.rectifiedInvoiceId ?? "")).map((m) => [m.id, m]),
    );
    for (const refund of refunds) {
      const source = originals.get(refund.movementId);
      await tx.insert(billingMovements).values({
        id: newMovementId(),
        orgId: scope.org,
        subscriptionId: source?.subscriptionId ?? fresh.subscriptionId ?? "",
        type: "ADJUSTMENT",
        operationType: "CREDIT",
        movementDatetime: now,
        periodStartDatetime: source?.periodStartDatetime ?? now,
        periodEndDatetime: source?.periodEndDatetime ?? now,
        valueWithTaxes: dec(refund.amountWithTaxes).negated().toFixed(),
        valueWithoutTaxes: dec(refund.amountWithoutTaxes).negated().toFixed(),
        taxType: refund.taxType,
        taxPercentage: refund.taxPercentage,
        invoiceRef: fresh.id,
        invoiceNumber: number,
        invoiceCycleDate: now,
        externalMovementUniqueId: `rectification:${fresh.id}:${refund.id}`,
        billable: source?.billable ?? true,
        transactionTypeId: source?.transactionTypeId ?? "",
        description: systemDescription.rectificationOf(source?.invoiceNumber ?? "", refund.description),
        requestFingerprint: `rectification:${refund.id}`,
      });
    }
    await tx
      .update(billingInvoices)
      .set({ number, status: "ISSUED", issueDate: now })
      .where(eq(billingInvoices.id, fresh.id));
    return fresh.id;
  });
}

/** Only a draft can be deleted; its refunds (and the amounts they reserved) and links go with it. */
export async function deleteRectification(
  db: SandboxDb,
  scope: AccountScope,
  ordinaryRef: string,
  rectRef: string,
) {
  await inTransaction(db, async (tx) => {
    const fresh = await lockedDraft(tx, scope, ordinaryRef, rectRef);
    await tx.delete(billingRefunds).where(eq(billingRefunds.rectificationId, fresh.id));
    await tx.delete(billingPublicLinks).where(eq(billingPublicLinks.invoiceId, fresh.id));
    await tx.delete(billingInvoices).where(eq(billingInvoices.id, fresh.id));
  });
}
