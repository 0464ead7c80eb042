import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Movement, MovementType, OperationType } from "@/contract/billing";
import { idEquals, type SandboxDb } from "../store/db";
import { billingMovements } from "../store/schema";
import { expectedCycleDate, iso } from "./dates";
import { type Dec, dec, fixed8, out } from "./decimal";
import { refundedSoFar } from "./refunded";

export type MovementRow = typeof billingMovements.$inferSelect;

/** A non-subscribable DEBIT movement is refundable; refunds are CREDIT movements pointing at it. */
export const isRefundable = (row: MovementRow) =>
  row.transactionTypeId !== "" && row.operationType === "DEBIT" && row.refundOfMovementId === null;

function toMovement(row: MovementRow, refunded: Map<string, Dec>, now = new Date()): Movement {
  const movement: Movement = {
    id: row.id,
    type: row.type as MovementType,
    movement_datetime: iso(row.movementDatetime),
    period_start_datetime: iso(row.periodStartDatetime),
    period_end_datetime: iso(row.periodEndDatetime),
    amount: {
      value_with_taxes: out(row.valueWithTaxes),
      value_without_taxes: out(row.valueWithoutTaxes),
      tax: { type: row.taxType, percentage: out(row.taxPercentage) },
    },
    invoice_id: row.invoiceNumber,
    invoice_number: row.invoiceNumber,
    external_invoice_id: row.externalInvoiceId,
    invoice_cycle_date: iso(
      row.invoiceNumber && row.invoiceCycleDate
        ? row.invoiceCycleDate
        : expectedCycleDate(row.movementDatetime, now),
    ),
    external_movement_unique_id: row.externalMovementUniqueId,
    billable: row.billable,
    transaction_type_id: row.transactionTypeId,
    operation_type: row.operationType as OperationType,
    description: row.description,
  };
  if (isRefundable(row)) {
    const done = refunded.get(row.id) ?? dec(0);
    movement.refundable_with_taxes = fixed8(dec(row.valueWithTaxes).minus(done));
  }
  if (row.refundOfMovementId) movement.refunded_movement_id = row.refundOfMovementId;
  return movement;
}

/** What has been refunded of each refundable movement among the rows. */
async function refundedTotals(db: SandboxDb, rows: MovementRow[]): Promise<Map<string, Dec>> {
  return refundedSoFar(
    db,
    rows.filter(isRefundable).map((r) => r.id),
  );
}

export async function toMovements(db: SandboxDb, rows: MovementRow[]): Promise<Movement[]> {
  const refunded = await refundedTotals(db, rows);
  const now = new Date();
  return rows.map((row) => toMovement(row, refunded, now));
}

export interface MovementFilter {
  from?: Date;
  to?: Date;
  movementType?: string;
  operationType?: string;
  externalMovementUniqueId?: string;
}

export async function listMovementRows(db: SandboxDb, subscriptionId: string, filter: MovementFilter) {
  const conditions = [eq(billingMovements.subscriptionId, subscriptionId)];
  if (filter.from) conditions.push(gte(billingMovements.movementDatetime, filter.from));
  if (filter.to) conditions.push(lte(billingMovements.movementDatetime, filter.to));
  if (filter.movementType) conditions.push(eq(billingMovements.type, filter.movementType));
  if (filter.operationType) conditions.push(eq(billingMovements.operationType, filter.operationType));
  if (filter.externalMovementUniqueId !== undefined)
    conditions.push(eq(billingMovements.externalMovementUniqueId, filter.externalMovementUniqueId));
  return db
    .select()
    .from(billingMovements)
    .where(and(...conditions))
    .orderBy(desc(billingMovements.movementDatetime), desc(billingMovements.id));
}

const oneMovement = (subscriptionId: string, movementId: string) =>
  and(eq(billingMovements.subscriptionId, subscriptionId), idEquals(billingMovements.id, movementId));

export async function findMovementRow(db: SandboxDb, subscriptionId: string, movementId: string) {
  const [row] = await db.select().from(billingMovements).where(oneMovement(subscriptionId, movementId));
  return row;
}

/** The movement, locked (FOR UPDATE) until the transaction `tx` ends, or undefined. */
export async function lockMovementRow(
  tx: SandboxDb,
  subscriptionId: string,
  movementId: string,
): Promise<MovementRow | undefined> {
  const [row] = await tx
    .select()
    .from(billingMovements)
    .where(oneMovement(subscriptionId, movementId))
    .for("update");
  return row;
}

/** The movement holding an external_movement_unique_id, unique per subscription. */
export async function findByExternalId(db: SandboxDb, subscriptionId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(billingMovements)
    .where(
      and(
        eq(billingMovements.subscriptionId, subscriptionId),
        eq(billingMovements.externalMovementUniqueId, externalId),
      ),
    );
  return row;
}

export async function invoiceMovementRows(db: SandboxDb, invoiceRef: string) {
  return db
    .select()
    .from(billingMovements)
    .where(eq(billingMovements.invoiceRef, invoiceRef))
    .orderBy(billingMovements.movementDatetime, billingMovements.id);
}
