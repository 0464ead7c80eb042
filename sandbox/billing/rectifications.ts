import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { createRectificationInput } from "@/lib/operator/billing/schemas";
import type { Principal } from "../http/env";
import { ApiError } from "../http/errors";
import type { SandboxDb } from "../store/db";
import { billingInvoices, billingMovements, billingPublicLinks, billingRefunds } from "../store/schema";
import { Dec, dec, splitTaxes } from "./decimal";
import { findInvoice, type InvoiceRow, refundRows } from "./invoice-view";
import { invoiceMovementRows } from "./movement-view";
import { newMovementId } from "./movement-writes";
import { nextInvoiceNumber } from "./numbering";
import { refundedSoFar } from "./refunded";

const newInvoiceId = () => `inv_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
const asTx = (tx: unknown) => tx as SandboxDb;

export const isPostpaidOrdinary = (row: InvoiceRow) => row.type === "ORDINARY" && row.service === "postpaid";
export const isSalesOrdinary = (row: InvoiceRow) => row.type === "ORDINARY" && row.service === "sales";

interface Scope {
  principal: Principal;
  org: string;
  accountId: string;
}

/** The rectification {rect} of the ordinary invoice {ord}, or 404 rectificationNotFound. */
export async function findRectification(
  db: SandboxDb,
  scope: Scope,
  ordinaryRef: string,
  rectificationRef: string,
  isOrdinary: (row: InvoiceRow) => boolean,
) {
  const original = await findInvoice(
    db,
    scope.principal,
    scope.org,
    scope.accountId,
    ordinaryRef,
    isOrdinary,
  );
  const rectification = await findInvoice(
    db,
    scope.principal,
    scope.org,
    scope.accountId,
    rectificationRef,
    (row) => row.type === "RECTIFICATION" && row.rectifiedInvoiceId === original.id,
    "rectificationNotFound",
  );
  return { original, rectification };
}

/** Creates a draft: each refund line is capped at what remains refundable of its movement. */
export async function createRectification(db: SandboxDb, scope: Scope, ordinaryRef: string, body: unknown) {
  const parsed = createRectificationInput.safeParse(body);
  if (!parsed.success) throw new ApiError(400, "wrongRectificationBody", z.prettifyError(parsed.error));
  const input = parsed.data;

  return db.transaction(async (txRaw) => {
    const tx = asTx(txRaw);
    const original = await findInvoice(
      tx,
      scope.principal,
      scope.org,
      scope.accountId,
      ordinaryRef,
      isPostpaidOrdinary,
    );
    // Serialises rectifications of one invoice, so two drafts cannot both take the last euro.
    await tx.execute(sql`select id from sandbox.billing_invoices where id = ${original.id} for update`);
    const movements = new Map((await invoiceMovementRows(tx, original.id)).map((m) => [m.id, m]));
    const refunded = await refundedSoFar(tx, [...movements.keys()]);
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
      refunds
        .reduce((t, r) => t.plus(pick(r)), new Dec(0))
        .negated()
        .toFixed();
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

const alreadyIssued = (row: InvoiceRow) =>
  new ApiError(
    409,
    "rectificationAlreadyIssued",
    `Rectification ${row.id} was issued as ${row.number}; only a draft can be issued or deleted.`,
  );

/** draft -> issued: takes the next R number and books one credit movement per refund. */
export async function issueRectification(db: SandboxDb, scope: Scope, ordinaryRef: string, rectRef: string) {
  return db.transaction(async (txRaw) => {
    const tx = asTx(txRaw);
    const { rectification } = await findRectification(tx, scope, ordinaryRef, rectRef, isPostpaidOrdinary);
    await tx.execute(sql`select id from sandbox.billing_invoices where id = ${rectification.id} for update`);
    const [fresh] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, rectification.id));
    if (!fresh) throw new ApiError(404, "rectificationNotFound", `No such rectification ${rectRef}.`);
    if (fresh.status !== "DRAFT") throw alreadyIssued(fresh);
    const now = new Date();
    const number = await nextInvoiceNumber(tx, scope.org, "R", now);
    const refunds = await refundRows(tx, fresh.id);
    const originals = new Map(
      (await invoiceMovementRows(tx, fresh.rectifiedInvoiceId ?? "")).map((m) => [m.id, m]),
    );
    for (const refund of refunds) {
      const source = originals.get(refund.movementId);
      const withTaxes = dec(refund.amountWithTaxes).negated();
      await tx.insert(billingMovements).values({
        id: newMovementId(),
        orgId: scope.org,
        subscriptionId: source?.subscriptionId ?? fresh.subscriptionId ?? "",
        type: "ADJUSTMENT",
        operationType: "CREDIT",
        movementDatetime: now,
        periodStartDatetime: source?.periodStartDatetime ?? now,
        periodEndDatetime: source?.periodEndDatetime ?? now,
        valueWithTaxes: withTaxes.toFixed(),
        valueWithoutTaxes: dec(refund.amountWithoutTaxes).negated().toFixed(),
        taxType: refund.taxType,
        taxPercentage: refund.taxPercentage,
        invoiceRef: fresh.id,
        invoiceNumber: number,
        invoiceCycleDate: now,
        externalMovementUniqueId: `rectification:${fresh.id}:${refund.id}`,
        billable: source?.billable ?? true,
        transactionTypeId: source?.transactionTypeId ?? "",
        description: `Rectification of ${source?.invoiceNumber ?? ""}: ${refund.description}`,
        requestFingerprint: `rectification:${refund.id}`,
      });
    }
    await tx
      .update(billingInvoices)
      .set({ number, status: "ISSUED", issueDate: now, createdAt: fresh.createdAt })
      .where(eq(billingInvoices.id, fresh.id));
    return fresh.id;
  });
}

export async function deleteRectification(db: SandboxDb, scope: Scope, ordinaryRef: string, rectRef: string) {
  await db.transaction(async (txRaw) => {
    const tx = asTx(txRaw);
    const { rectification } = await findRectification(tx, scope, ordinaryRef, rectRef, isPostpaidOrdinary);
    await tx.execute(sql`select id from sandbox.billing_invoices where id = ${rectification.id} for update`);
    const [fresh] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, rectification.id));
    if (!fresh) throw new ApiError(404, "rectificationNotFound", `No such rectification ${rectRef}.`);
    if (fresh.status !== "DRAFT") throw alreadyIssued(fresh);
    await tx.delete(billingRefunds).where(eq(billingRefunds.rectificationId, fresh.id));
    await tx.delete(billingPublicLinks).where(eq(billingPublicLinks.invoiceId, fresh.id));
    await tx.delete(billingInvoices).where(eq(billingInvoices.id, fresh.id));
  });
}
