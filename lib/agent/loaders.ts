import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { Invoice, Movement, RectificationInvoice } from "@/contract/billing";
import { type Loaded, settle } from "@/lib/errors/problem";
import * as billing from "@/lib/operator/billing/api";

/** Upstream reads of the agent pages; each settles to data or a Problem so sections fail one by one. */

const MOVEMENT_LOOKBACK_DAYS = 400;
const DAY_MS = 86_400_000;

/** Movements of the last ~13 months, newest first. */
export function loadMovements(auth: OperatorCaller, subscriptionId: string, now = new Date()) {
  const fromDate = new Date(now.getTime() - MOVEMENT_LOOKBACK_DAYS * DAY_MS).toISOString();
  return settle(
    billing
      .listMovements(auth, subscriptionId, { fromDate })
      .then((list) =>
        [...list].sort((a, b) => Date.parse(b.movement_datetime) - Date.parse(a.movement_datetime)),
      ),
  );
}

/** The line's balances and bonuses (its consumptions). */
export function loadBalances(auth: OperatorCaller, subscriptionId: string) {
  return settle(billing.getConsumptions(auth, subscriptionId));
}

/** The line's usage records between two instants (the overview's last 30 days). */
export function loadUsage(
  auth: OperatorCaller,
  subscriptionId: string,
  { start, end }: { start: Date; end: Date },
) {
  return settle(
    billing.getConsumptionDetails(auth, subscriptionId, {
      fromDate: start.toISOString(),
      toDate: end.toISOString(),
    }),
  );
}

export function loadMovement(auth: OperatorCaller, subscriptionId: string, movementId: string) {
  return settle(billing.getMovement(auth, subscriptionId, movementId));
}

export function loadInvoices(auth: OperatorCaller, accountId: string): Promise<Loaded<Invoice[]>> {
  return settle(
    billing
      .listInvoices(auth, accountId)
      .then((list) =>
        [...list].sort(
          (a, b) => Date.parse(b.issue_date ?? b.created_at) - Date.parse(a.issue_date ?? a.created_at),
        ),
      ),
  );
}

export interface InvoiceBundle {
  invoice: Invoice;
  /** Every rectification of this invoice: drafts and issued. */
  rectifications: Invoice[];
}

/** One invoice (by internal id or number) with its rectifications, from the account's list. */
export async function loadInvoice(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
): Promise<Loaded<InvoiceBundle | undefined>> {
  const list = await loadInvoices(auth, accountId);
  if (!list.ok) return list;
  const invoice =
    list.data.find((i) => i.id === invoiceId) ?? list.data.find((i) => i.invoice_number === invoiceId);
  if (!invoice) return { ok: true, data: undefined };
  const rectifications = list.data.filter(
    (i) => i.type === "RECTIFICATION" && i.rectified_invoice_id === invoice.id,
  );
  return { ok: true, data: { invoice, rectifications } };
}

export function loadRectification(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
): Promise<Loaded<RectificationInvoice>> {
  return settle(billing.getRectificationInvoice(auth, accountId, invoiceId, rectificationId));
}

export function loadRectificationMovements(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
): Promise<Loaded<Movement[]>> {
  return settle(billing.listRectificationMovements(auth, accountId, invoiceId, rectificationId));
}
