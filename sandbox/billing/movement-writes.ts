import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  type CreateMovementInput,
  type CreateNonSubscribableMovementInput,
  createMovementInput,
  createNonSubscribableMovementInput,
} from "@/contract/billing";
import { ApiError } from "../http/errors";
import { inTransaction, isUniqueViolation, type SandboxDb } from "../store/db";
import { billingMovements } from "../store/schema";
import { dec } from "./decimal";
import { withPlainAmounts } from "./movement-body";
import { findByExternalId, lockMovementRow, type MovementRow } from "./movement-view";

export type MovementKind = "subscribable" | "nonSubscribable";
type MovementBody = CreateMovementInput | CreateNonSubscribableMovementInput;

export const newMovementId = () => `mov_${randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** Parses a movement body; every problem becomes 400 wrongMovementBody listing the fields. */
export function parseMovementBody(kind: MovementKind, body: unknown): MovementBody {
  const schema = kind === "subscribable" ? createMovementInput : createNonSubscribableMovementInput;
  const parsed = schema.safeParse(withPlainAmounts(body));
  if (!parsed.success) throw new ApiError(400, "wrongMovementBody", z.prettifyError(parsed.error));
  return parsed.data;
}

/** The stored columns a body describes, normalised so equal requests compare equal. */
function columnsOf(kind: MovementKind, body: MovementBody) {
  const movementDatetime = new Date(body.movement_datetime);
  const withTaxes = dec(body.amount.value_with_taxes);
  const columns = {
    type: body.type,
    operationType: withTaxes.isNegative() ? "CREDIT" : "DEBIT",
    movementDatetime,
    periodStartDatetime: body.period_start_datetime ? new Date(body.period_start_datetime) : movementDatetime,
    periodEndDatetime: body.period_end_datetime ? new Date(body.period_end_datetime) : movementDatetime,
    valueWithTaxes: withTaxes.toFixed(),
    valueWithoutTaxes: dec(body.amount.value_without_taxes).toFixed(),
    taxType: body.amount.tax.type,
    taxPercentage: dec(body.amount.tax.percentage).toFixed(),
    externalInvoiceId: body.external_invoice_id ?? "",
    externalMovementUniqueId: body.external_movement_unique_id,
    billable: "billable" in body ? body.billable : false,
    transactionTypeId: "transaction_type_id" in body ? body.transaction_type_id : "",
    description: body.description,
  };
  const fingerprint = JSON.stringify({
    kind,
    ...columns,
    movementDatetime: columns.movementDatetime.toISOString(),
    periodStartDatetime: columns.periodStartDatetime.toISOString(),
    periodEndDatetime: columns.periodEndDatetime.toISOString(),
  });
  return { ...columns, requestFingerprint: fingerprint };
}

export interface CreateResult {
  id: string;
  replayed: boolean;
}

/**
 * Creates a movement once per (subscription, external_movement_unique_id): the same key with the same
 * body answers the existing id, with another body 409 externalMovementUniqueIdConflict.
 */
export async function createMovement(
  db: SandboxDb,
  org: string,
  subscriptionId: string,
  kind: MovementKind,
  body: MovementBody,
): Promise<CreateResult> {
  const columns = columnsOf(kind, body);
  const id = newMovementId();
  const inserted = await db
    .insert(billingMovements)
    .values({ id, orgId: org, subscriptionId, ...columns })
    .onConflictDoNothing({
      target: [billingMovements.subscriptionId, billingMovements.externalMovementUniqueId],
    })
    .returning({ id: billingMovements.id });
  if (inserted[0]) return { id: inserted[0].id, replayed: false };

  const existing = await findByExternalId(db, subscriptionId, columns.externalMovementUniqueId);
  if (existing && existing.requestFingerprint === columns.requestFingerprint)
    return { id: existing.id, replayed: true };
  throw new ApiError(
    409,
    "externalMovementUniqueIdConflict",
    `external_movement_unique_id ${columns.externalMovementUniqueId} already identifies movement ${existing?.id ?? "?"} with a different body.`,
  );
}

/**
 * The movement, locked for the rest of the transaction, if PUT or DELETE may change it: 404
 * movementNotFound; 409 when invoiced (section 3), a refund, refunded or of the other kind. A refund
 * locks the same row, so it cannot slip in between this check and the write.
 */
async function lockEditable(
  tx: SandboxDb,
  subscriptionId: string,
  movementId: string,
  kind?: MovementKind,
): Promise<MovementRow> {
  const row = await lockMovementRow(tx, subscriptionId, movementId);
  if (!row) throw new ApiError(404, "movementNotFound", `Movement ${movementId} does not exist.`);
  if (row.invoiceRef || row.invoiceNumber)
    throw new ApiError(
      409,
      "movementAlreadyInvoiced",
      `Movement ${movementId} is invoiced (${row.invoiceNumber}); only a movement not yet invoiced can be changed.`,
    );
  if (row.refundOfMovementId)
    throw new ApiError(
      409,
      "refundMovementReadOnly",
      `Movement ${movementId} is a refund and cannot be changed.`,
    );
  const [refund] = await tx
    .select({ id: billingMovements.id })
    .from(billingMovements)
    .where(eq(billingMovements.refundOfMovementId, movementId))
    .limit(1);
  if (refund)
    throw new ApiError(
      409,
      "movementHasRefunds",
      `Movement ${movementId} has refunds and cannot be changed.`,
    );
  const rowKind: MovementKind = row.transactionTypeId ? "nonSubscribable" : "subscribable";
  if (kind && kind !== rowKind)
    throw new ApiError(
      409,
      "movementKindMismatch",
      kind === "subscribable"
        ? `Movement ${movementId} is a non-subscribable-product movement: use PUT .../movement-non-subscribable-products/${movementId}.`
        : `Movement ${movementId} is a subscribable-product movement: use PUT .../movement/${movementId}.`,
    );
  return row;
}

export async function updateMovement(
  db: SandboxDb,
  subscriptionId: string,
  movementId: string,
  kind: MovementKind,
  body: MovementBody,
): Promise<void> {
  const columns = columnsOf(kind, body);
  try {
    await inTransaction(db, async (tx) => {
      await lockEditable(tx, subscriptionId, movementId, kind);
      await tx.update(billingMovements).set(columns).where(eq(billingMovements.id, movementId));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The unique index, not a prior read, decides: a concurrent create cannot slip past it.
    throw new ApiError(
      409,
      "externalMovementUniqueIdConflict",
      `external_movement_unique_id ${columns.externalMovementUniqueId} already identifies another movement of this subscription.`,
    );
  }
}

export async function deleteMovement(
  db: SandboxDb,
  subscriptionId: string,
  movementId: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockEditable(tx, subscriptionId, movementId);
    await tx.delete(billingMovements).where(eq(billingMovements.id, movementId));
  });
}
