import { and, asc, eq, or } from "drizzle-orm";
import type {
  Invoice,
  InvoiceCategory,
  InvoiceKind,
  InvoiceLine,
  InvoiceService,
  InvoiceStatus,
  Movement,
  MovementType,
  RectificationInvoice,
  Refund,
} from "@/contract/billing";
import { RECTIFICATION_REASONS } from "@/contract/billing";
import type { Principal } from "../http/env";
import { ApiError } from "../http/errors";
import { isStaff } from "../http/guards";
import { idEquals, type SandboxDb } from "../store/db";
import { billingInvoices, billingRefunds } from "../store/schema";
import { expectedCycleDate, iso, isoOrNull } from "./dates";
import { dec, fixed8, out } from "./decimal";
import { invoiceMovementRows, toMovements } from "./movement-view";
import { refundedSoFar } from "./refunded";

export type InvoiceRow = typeof billingInvoices.$inferSelect;
type RefundRow = typeof billingRefunds.$inferSelect;

/** Customers never see draft rectifications: those are internal until issued. */
export const visibleTo = (p: Principal, row: InvoiceRow) => row.status !== "DRAFT" || isStaff(p);

/** The caller and the account of the path, both checked already (routes/billing/invoice-scope.ts). */
export interface AccountScope {
  principal: Principal;
  org: string;
  accountId: string;
}

/**
 * An invoice of the scope's account (never another account's, whatever the id), of the kind `accept`
 * wants and visible to the caller. {invoiceId} accepts the internal id or the fiscal number (4.4
 * rule 1).
 */
export async function findInvoice(
  db: SandboxDb,
  scope: AccountScope,
  ref: string,
  accept: (row: InvoiceRow) => boolean = () => true,
  notFound = "invoiceNotFound",
): Promise<InvoiceRow> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.orgId, scope.org),
        eq(billingInvoices.accountId, scope.accountId),
        or(idEquals(billingInvoices.id, ref), idEquals(billingInvoices.number, ref)),
      ),
    );
  const row = rows.find((r) => accept(r) && visibleTo(scope.principal, r));
  if (!row) throw new ApiError(404, notFound, `No such invoice ${ref} on account ${scope.accountId}.`);
  return row;
}

export async function refundRows(db: SandboxDb, rectificationId: string) {
  return db
    .select()
    .from(billingRefunds)
    .where(eq(billingRefunds.rectificationId, rectificationId))
    .orderBy(asc(billingRefunds.position));
}

function baseOf(row: InvoiceRow, lines: InvoiceLine[]): Invoice {
  const invoice: Invoice = {
    id: row.id,
    type: row.type as InvoiceKind,
    category: row.category as InvoiceCategory,
    status: row.status as InvoiceStatus,
    service: row.service as InvoiceService,
    account_id: row.accountId,
    subscription_id: row.subscriptionId,
    issue_date: isoOrNull(row.issueDate),
    period_start: isoOrNull(row.periodStart),
    period_end: isoOrNull(row.periodEnd),
    due_date: isoOrNull(row.dueDate),
    currency: row.currency,
    total_without_taxes: out(row.totalWithoutTaxes),
    total_tax: out(row.totalTax),
    total_with_taxes: out(row.totalWithTaxes),
    rectified_invoice_id: row.rectifiedInvoiceId,
    device_id: row.deviceId,
    created_at: iso(row.createdAt),
    lines,
  };
  // Drafts have no number yet (2.6): both fields are omitted, not empty.
  if (!row.number) return invoice;
  const { id, ...rest } = invoice;
  return { id, invoice_id: row.number, invoice_number: row.number, ...rest };
}

function refundLine(r: RefundRow): InvoiceLine {
  return {
    movement_id: r.movementId,
    type: "ADJUSTMENT",
    description: r.description,
    amount_without_taxes: fixed8(dec(r.amountWithoutTaxes).negated()),
    tax_amount: fixed8(dec(r.taxAmount).negated()),
    amount_with_taxes: fixed8(dec(r.amountWithTaxes).negated()),
    tax: { type: r.taxType, percentage: out(r.taxPercentage) },
  };
}

async function movementLines(db: SandboxDb, row: InvoiceRow): Promise<InvoiceLine[]> {
  const movements = await invoiceMovementRows(db, row.id);
  const refunded = await refundedSoFar(
    db,
    movements.filter((m) => m.operationType === "DEBIT").map((m) => m.id),
  );
  return movements.map((m) => {
    const line: InvoiceLine = {
      movement_id: m.id,
      type: m.type as MovementType,
      description: m.description,
      amount_without_taxes: out(m.valueWithoutTaxes),
      tax_amount: fixed8(dec(m.valueWithTaxes).minus(m.valueWithoutTaxes)),
      amount_with_taxes: out(m.valueWithTaxes),
      tax: { type: m.taxType, percentage: out(m.taxPercentage) },
    };
    if (row.type === "ORDINARY" && m.operationType === "DEBIT")
      line.refundable_with_taxes = fixed8(dec(m.valueWithTaxes).minus(refunded.get(m.id) ?? dec(0)));
    return line;
  });
}

export async function toInvoice(db: SandboxDb, row: InvoiceRow): Promise<Invoice> {
  if (row.type === "RECTIFICATION") return toRectification(db, row);
  return baseOf(row, await movementLines(db, row));
}

export async function toRectification(db: SandboxDb, row: InvoiceRow): Promise<RectificationInvoice> {
  const refunds = await refundRows(db, row.id);
  const [original] = await db
    .select({ number: billingInvoices.number })
    .from(billingInvoices)
    .where(eq(billingInvoices.id, row.rectifiedInvoiceId ?? ""));
  const code = (row.reasonCode ?? "BILLING_ERROR") as keyof typeof RECTIFICATION_REASONS;
  return {
    ...baseOf(row, refunds.map(refundLine)),
    type: "RECTIFICATION",
    rectified_invoice_id: row.rectifiedInvoiceId ?? "",
    rectified_invoice_number: original?.number ?? "",
    reason: { code, description: RECTIFICATION_REASONS[code] ?? code },
    comment: row.comment ?? "",
    refunds: refunds.map((r): Refund => {
      const refund: Refund = {
        id: r.id,
        movement_id: r.movementId,
        description: r.description,
        amount_with_taxes: out(r.amountWithTaxes),
        amount_without_taxes: out(r.amountWithoutTaxes),
        tax_amount: out(r.taxAmount),
        tax: { type: r.taxType, percentage: out(r.taxPercentage) },
      };
      if (row.number) refund.invoice_number = row.number;
      return refund;
    }),
  };
}

/**
 * Movements of an invoice. A draft rectification has none yet: its refunds are shown as the credit
 * movements issuing will create (ids of the refunds, invoice_id empty).
 */
export async function invoiceMovements(db: SandboxDb, row: InvoiceRow): Promise<Movement[]> {
  if (row.status !== "DRAFT") return toMovements(db, await invoiceMovementRows(db, row.id));
  const refunds = await refundRows(db, row.id);
  const cycle = expectedCycleDate(row.createdAt);
  return refunds.map((r) => ({
    id: r.id,
    type: "ADJUSTMENT",
    movement_datetime: iso(row.createdAt),
    period_start_datetime: isoOrNull(row.periodStart) ?? iso(row.createdAt),
    period_end_datetime: isoOrNull(row.periodEnd) ?? iso(row.createdAt),
    amount: {
      value_with_taxes: fixed8(dec(r.amountWithTaxes).negated()),
      value_without_taxes: fixed8(dec(r.amountWithoutTaxes).negated()),
      tax: { type: r.taxType, percentage: out(r.taxPercentage) },
    },
    invoice_id: "",
    invoice_number: "",
    external_invoice_id: "",
    invoice_cycle_date: iso(cycle),
    external_movement_unique_id: `rectification:${row.id}:${r.id}`,
    billable: true,
    transaction_type_id: "",
    operation_type: "CREDIT",
    description: r.description,
    refunded_movement_id: r.movementId,
  }));
}
