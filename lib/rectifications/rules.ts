import type { Invoice, InvoiceLine } from "@/contract/billing";
import { type AmountLocale, DEFAULT_AMOUNT_LOCALE } from "@/lib/amount-input";
import {
  checkRefund,
  compareAmounts,
  type LineAmounts,
  lineFromWithTaxes,
  refundCap,
  totalLines,
} from "@/lib/billing-math";
import { type ErrorMessage, errorMessage } from "@/lib/i18n/error-message";

/** An ordinary postpaid invoice that has been issued can be rectified (contract section 3). */
export const isRectifiable = (invoice: Invoice) =>
  invoice.type === "ORDINARY" && invoice.service === "postpaid" && invoice.status !== "DRAFT";

/** Only charges can be refunded: a credit line (a compensation, a discount) gave money back already. */
export const isCreditLine = (line: InvoiceLine) => compareAmounts(line.amount_with_taxes, 0) <= 0;

/** What a rectification may still give back of one line, with taxes; nothing for a credit line. */
export const lineCap = (line: InvoiceLine): string =>
  isCreditLine(line) ? "0" : (line.refundable_with_taxes ?? refundCap(line.amount_with_taxes));

export const isDraftOf = (original: Invoice) => (invoice: Invoice) =>
  invoice.type === "RECTIFICATION" &&
  invoice.rectified_invoice_id === original.id &&
  invoice.status === "DRAFT";

export interface RequestedLine {
  movementId: string;
  amountWithTaxes: string;
}

export interface PlannedLine extends LineAmounts {
  movementId: string;
  description: string;
  cap: string;
}

export type DraftPlan =
  | { ok: true; lines: PlannedLine[]; totals: LineAmounts }
  | { ok: false; fieldErrors: Record<string, ErrorMessage> };

/**
 * Checks each requested line against the original invoice (the line exists, the amount is positive
 * and within what can still be refunded) and computes the lines and totals with decimal.js. The
 * form shows this as a preview; the server action recomputes it from a fresh read of the invoice.
 */
export function planDraft(
  original: Invoice,
  requested: readonly RequestedLine[],
  locale: AmountLocale = DEFAULT_AMOUNT_LOCALE,
): DraftPlan {
  const fieldErrors: Record<string, ErrorMessage> = {};
  const lines: PlannedLine[] = [];
  const byMovement = new Map(original.lines.map((l) => [l.movement_id, l]));
  requested.forEach((request, index) => {
    const line = byMovement.get(request.movementId);
    if (!line) {
      fieldErrors[`lines.${index}.movementId`] = errorMessage("lineNotOnInvoice");
      return;
    }
    if (isCreditLine(line)) {
      fieldErrors[`lines.${index}.amountWithTaxes`] = errorMessage("creditLine", {
        description: line.description,
      });
      return;
    }
    const cap = lineCap(line);
    const check = checkRefund(request.amountWithTaxes, cap, locale, original.currency);
    if (!check.ok) {
      fieldErrors[`lines.${index}.amountWithTaxes`] = check.message;
      return;
    }
    lines.push({
      movementId: line.movement_id,
      description: line.description,
      cap,
      ...lineFromWithTaxes(check.value, line.tax.percentage),
    });
  });
  if (new Set(requested.map((r) => r.movementId)).size !== requested.length)
    fieldErrors.lines = errorMessage("lineOnce");
  if (requested.length === 0) fieldErrors.lines = errorMessage("chooseLines");
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return { ok: true, lines, totals: totalLines(lines) };
}

/**
 * The operator names a refused line by position (`refunds[1]: ...`). Point at that line by its
 * description, so the agent knows which one and why.
 */
export function refusedLine(
  message: string,
  lines: readonly { movementId: string; description: string }[],
): { index: number; text: ErrorMessage } | undefined {
  const match = /refunds\[(\d+)\]/.exec(message);
  const index = match ? Number(match[1]) : -1;
  const line = lines[index];
  if (!line) return undefined;
  const reason = message.slice((match?.index ?? 0) + (match?.[0].length ?? 0)).replace(/^[^:]*:\s*/, "");
  return { index, text: errorMessage("refusedLine", { description: line.description, reason }) };
}
