import { createHash } from "node:crypto";
import { systemDescription } from "@/contract/system-descriptions";
import { Dec, dec, splitTaxes } from "../../billing/decimal";
import type { billingInvoices, billingMovements, billingRefunds } from "../../store/schema";
import { VAT } from "./plans";

export type MovementInsert = typeof billingMovements.$inferInsert;
export type InvoiceInsert = typeof billingInvoices.$inferInsert;
export type RefundInsert = typeof billingRefunds.$inferInsert;

const stableId = (prefix: string, key: string) =>
  `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 16)}`;

/** Invoice ids hash a different name than their movements', so the two never look alike. */
const invoiceIdOf = (key: string) => stableId("inv", `invoice:${key}`);

export interface SubRef {
  id: string;
  orgId: string;
  accountId: string;
}

export interface MovementSpec {
  sub: SubRef;
  key: string;
  type: string;
  at: Date;
  period?: [Date, Date];
  /** Signed amount with taxes, or (for usage) the exact amount without taxes. */
  withTaxes?: string;
  withoutTaxes?: Dec;
  description: string;
  transactionTypeId?: string;
  refundOf?: string;
}

export interface InvoiceSpec {
  key: string;
  sub: SubRef;
  type: "ORDINARY" | "RECTIFICATION";
  category: "MOBILE" | "LANDLINE" | "DEVICE";
  service: "postpaid" | "prepaid" | "sales";
  series: "F" | "P" | "S" | "R";
  issueDate: Date;
  period?: [Date, Date];
  dueDate?: Date;
  paid: boolean;
  deviceId?: string;
  rectifiedInvoiceId?: string;
  reasonCode?: string;
  comment?: string;
}

/** Collects the seeded movements, invoices and refunds; numbers invoices per org, series and year. */
export class LedgerBuilder {
  readonly movements: MovementInsert[] = [];
  readonly invoices: InvoiceInsert[] = [];
  readonly refunds: RefundInsert[] = [];
  private readonly lastNumbers = new Map<string, number>();

  movement(spec: MovementSpec): MovementInsert {
    const factor = dec(VAT).dividedBy(100).plus(1);
    const withTaxes = spec.withTaxes
      ? dec(spec.withTaxes)
      : (spec.withoutTaxes ?? dec(0)).times(factor).toDecimalPlaces(8);
    const withoutTaxes = spec.withoutTaxes ?? splitTaxes(withTaxes, VAT).withoutTaxes;
    const [start, end] = spec.period ?? [spec.at, spec.at];
    const row: MovementInsert = {
      id: stableId("mov", spec.key),
      orgId: spec.sub.orgId,
      subscriptionId: spec.sub.id,
      type: spec.type,
      operationType: withTaxes.isNegative() ? "CREDIT" : "DEBIT",
      movementDatetime: spec.at,
      periodStartDatetime: start,
      periodEndDatetime: end,
      valueWithTaxes: withTaxes.toFixed(),
      valueWithoutTaxes: withoutTaxes.toFixed(),
      taxType: "VAT",
      taxPercentage: VAT,
      externalMovementUniqueId: `seed:${spec.key}`,
      billable: !spec.transactionTypeId,
      transactionTypeId: spec.transactionTypeId ?? "",
      description: spec.description,
      refundOfMovementId: spec.refundOf ?? null,
      requestFingerprint: `seed:${spec.key}`,
    };
    this.movements.push(row);
    return row;
  }

  private nextNumber(orgId: string, series: string, date: Date): string {
    const year = date.getUTCFullYear();
    const key = `${orgId}|${series}-${year}`;
    const n = (this.lastNumbers.get(key) ?? 0) + 1;
    this.lastNumbers.set(key, n);
    return `${series}${year}-${String(n).padStart(6, "0")}`;
  }

  /** Issues an invoice over the given movements: they get its number and cycle date. */
  invoice(spec: InvoiceSpec, movements: MovementInsert[]): InvoiceInsert {
    const id = invoiceIdOf(spec.key);
    const number = this.nextNumber(spec.sub.orgId, spec.series, spec.issueDate);
    for (const m of movements) {
      m.invoiceRef = id;
      m.invoiceNumber = number;
      m.invoiceCycleDate = spec.issueDate;
    }
    const withTaxes = movements.reduce((t, m) => t.plus(m.valueWithTaxes), new Dec(0));
    const withoutTaxes = movements.reduce((t, m) => t.plus(m.valueWithoutTaxes), new Dec(0));
    const row: InvoiceInsert = {
      id,
      orgId: spec.sub.orgId,
      accountId: spec.sub.accountId,
      subscriptionId: spec.sub.id,
      number,
      type: spec.type,
      category: spec.category,
      service: spec.service,
      status: spec.paid ? "PAID" : "ISSUED",
      issueDate: spec.issueDate,
      periodStart: spec.period?.[0] ?? null,
      periodEnd: spec.period?.[1] ?? null,
      dueDate: spec.dueDate ?? null,
      currency: "EUR",
      totalWithoutTaxes: withoutTaxes.toFixed(),
      totalTax: withTaxes.minus(withoutTaxes).toFixed(),
      totalWithTaxes: withTaxes.toFixed(),
      rectifiedInvoiceId: spec.rectifiedInvoiceId ?? null,
      deviceId: spec.deviceId ?? null,
      reasonCode: spec.reasonCode ?? null,
      comment: spec.comment ?? null,
      createdAt: spec.issueDate,
    };
    this.invoices.push(row);
    return row;
  }

  /** An issued rectification refunding part of movements of `original`. */
  rectification(
    spec: Omit<InvoiceSpec, "type" | "series" | "rectifiedInvoiceId" | "period" | "paid">,
    original: InvoiceInsert,
    lines: { movement: MovementInsert; withTaxes: string }[],
  ) {
    const credits = lines.map((line, position) => {
      const refundId = stableId("ref", `${spec.key}:${position}`);
      const split = splitTaxes(dec(line.withTaxes), VAT);
      this.refunds.push({
        id: refundId,
        rectificationId: invoiceIdOf(spec.key),
        movementId: line.movement.id,
        description: line.movement.description,
        amountWithTaxes: line.withTaxes,
        amountWithoutTaxes: split.withoutTaxes.toFixed(),
        taxAmount: split.tax.toFixed(),
        taxType: "VAT",
        taxPercentage: VAT,
        position,
      });
      return this.movement({
        sub: spec.sub,
        key: `${spec.key}:credit:${position}`,
        type: "ADJUSTMENT",
        at: spec.issueDate,
        withTaxes: dec(line.withTaxes).negated().toFixed(),
        description: systemDescription.rectificationOf(original.number ?? "", line.movement.description),
        transactionTypeId: line.movement.transactionTypeId || undefined,
      });
    });
    for (const credit of credits)
      credit.externalMovementUniqueId = `rectification:${invoiceIdOf(spec.key)}:${credit.id}`;
    return this.invoice(
      { ...spec, type: "RECTIFICATION", series: "R", paid: false, rectifiedInvoiceId: original.id },
      credits,
    );
  }

  /** Rows for sandbox.sequences: the next number of every series used. */
  sequenceRows() {
    return [...this.lastNumbers.entries()].map(([key, last]) => {
      const [orgId = "", name = ""] = key.split("|");
      return { orgId, name, nextValue: last + 1 };
    });
  }
}
