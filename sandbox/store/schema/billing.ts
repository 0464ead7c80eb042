import { boolean, index, integer, jsonb, numeric, text, uniqueIndex } from "drizzle-orm/pg-core";
import { DECIMAL, sandbox, ts } from "./base";

/** Usage records (CDRs, contract 2.3). Details are read by subscription and date range. */
export const billingCdrs = sandbox.table(
  "billing_cdrs",
  {
    id: text().primaryKey(),
    subscriptionId: text().notNull(),
    /** data | sms | voice */
    kind: text().notNull(),
    originNumber: text().notNull(),
    destinationNumber: text().notNull(),
    initialDate: ts().notNull(),
    usage: numeric(DECIMAL).notNull(),
    unit: text().notNull(),
    costWithoutTaxes: numeric(DECIMAL).notNull(),
    taxPercentage: numeric(DECIMAL).notNull(),
    ratingCaseCategory: text().notNull(),
    debitCase: text().notNull(),
    debitCatalogId: text().notNull(),
    debitCustomerId: text().notNull(),
    /**
     * The record as the details answer writes it, kept by a trigger (migration 0002): records are
     * written once and read in months of up to 100k, and building their JSON was most of that read.
     */
    recordJson: text().notNull().default(""),
  },
  (t) => [index("billing_cdrs_subscription_date").on(t.subscriptionId, t.initialDate)],
);

export const billingMonetaryBalances = sandbox.table(
  "billing_monetary_balances",
  {
    id: text().primaryKey(),
    subscriptionId: text().notNull(),
    currentValue: numeric(DECIMAL).notNull(),
    currentValueWithTaxes: numeric(DECIMAL).notNull(),
    unit: text().notNull(),
    activationDatetime: ts().notNull(),
    /** Kept as text: the operator sends nanosecond precision, which timestamptz cannot hold. */
    expirationDatetime: text().notNull(),
    counters: jsonb().$type<{ type: string; value: string }[]>().notNull(),
  },
  (t) => [index("billing_monetary_subscription").on(t.subscriptionId)],
);

export const billingBonuses = sandbox.table(
  "billing_bonuses",
  {
    id: text().primaryKey(),
    subscriptionId: text().notNull(),
    /** data | sms | voice */
    kind: text().notNull(),
    initialValue: numeric(DECIMAL).notNull(),
    currentValue: numeric(DECIMAL).notNull(),
    unit: text().notNull(),
    activationDatetime: ts().notNull(),
    expirationDatetime: ts().notNull(),
    renovationsCount: integer().notNull(),
    catalogBonusId: text().notNull(),
    customerBonusId: text().notNull(),
    isShared: boolean().notNull(),
  },
  (t) => [index("billing_bonuses_subscription").on(t.subscriptionId)],
);

/** Billing movements (2.4). invoice_number is "" until invoiced; invoice_ref is the invoice's internal id. */
export const billingMovements = sandbox.table(
  "billing_movements",
  {
    id: text().primaryKey(),
    orgId: text().notNull(),
    subscriptionId: text().notNull(),
    type: text().notNull(),
    operationType: text().notNull(),
    movementDatetime: ts().notNull(),
    periodStartDatetime: ts().notNull(),
    periodEndDatetime: ts().notNull(),
    valueWithTaxes: numeric(DECIMAL).notNull(),
    valueWithoutTaxes: numeric(DECIMAL).notNull(),
    taxType: text().notNull(),
    taxPercentage: numeric(DECIMAL).notNull(),
    invoiceRef: text(),
    invoiceNumber: text().notNull().default(""),
    externalInvoiceId: text().notNull().default(""),
    invoiceCycleDate: ts(),
    externalMovementUniqueId: text().notNull(),
    billable: boolean().notNull(),
    transactionTypeId: text().notNull().default(""),
    description: text().notNull(),
    /** A refund (credit) movement points at the non-subscribable movement it refunds. */
    refundOfMovementId: text(),
    /** Canonical form of the create request, to tell an idempotent replay from a conflicting reuse. */
    requestFingerprint: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_movements_external_id").on(t.subscriptionId, t.externalMovementUniqueId),
    index("billing_movements_subscription_date").on(t.subscriptionId, t.movementDatetime),
    index("billing_movements_invoice").on(t.invoiceRef),
    index("billing_movements_refund_of").on(t.refundOfMovementId),
  ],
);

/** Ordinary, sales and rectification invoices. `number` is null while a rectification is a draft. */
export const billingInvoices = sandbox.table(
  "billing_invoices",
  {
    id: text().primaryKey(),
    orgId: text().notNull(),
    accountId: text().notNull(),
    subscriptionId: text(),
    number: text(),
    /** ORDINARY | RECTIFICATION */
    type: text().notNull(),
    /** MOBILE | LANDLINE | DEVICE */
    category: text().notNull(),
    /** postpaid | prepaid | sales */
    service: text().notNull(),
    /** DRAFT | ISSUED | PAID */
    status: text().notNull(),
    issueDate: ts(),
    periodStart: ts(),
    periodEnd: ts(),
    dueDate: ts(),
    currency: text().notNull().default("EUR"),
    totalWithoutTaxes: numeric(DECIMAL).notNull(),
    totalTax: numeric(DECIMAL).notNull(),
    totalWithTaxes: numeric(DECIMAL).notNull(),
    rectifiedInvoiceId: text(),
    deviceId: text(),
    reasonCode: text(),
    comment: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_invoices_org_number").on(t.orgId, t.number),
    index("billing_invoices_account").on(t.accountId),
    index("billing_invoices_rectified").on(t.rectifiedInvoiceId),
  ],
);

/** Lines of a rectification invoice: how much of which original movement is given back. */
export const billingRefunds = sandbox.table(
  "billing_refunds",
  {
    id: text().primaryKey(),
    rectificationId: text().notNull(),
    movementId: text().notNull(),
    description: text().notNull(),
    amountWithTaxes: numeric(DECIMAL).notNull(),
    amountWithoutTaxes: numeric(DECIMAL).notNull(),
    taxAmount: numeric(DECIMAL).notNull(),
    taxType: text().notNull(),
    taxPercentage: numeric(DECIMAL).notNull(),
    position: integer().notNull(),
  },
  (t) => [
    index("billing_refunds_rectification").on(t.rectificationId),
    index("billing_refunds_movement").on(t.movementId),
  ],
);

/** Tokens of public document links; the PDF is rendered on each download. */
export const billingPublicLinks = sandbox.table("billing_public_links", {
  token: text().primaryKey(),
  orgId: text().notNull(),
  invoiceId: text().notNull(),
  expiresAt: ts().notNull(),
  createdAt: ts().notNull().defaultNow(),
});
