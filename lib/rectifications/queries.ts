import "server-only";
import type { Movement, RectificationInvoice } from "@/contract/billing";
import { type Loaded, settle } from "@/lib/errors/problem";
import { getRectificationInvoice, listRectificationMovements } from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";

/** An agent's read of one rectification; settles to data or a Problem so its section fails alone. */
export function loadRectification(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
): Promise<Loaded<RectificationInvoice>> {
  return settle(getRectificationInvoice(auth, accountId, invoiceId, rectificationId));
}

export function loadRectificationMovements(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
): Promise<Loaded<Movement[]>> {
  return settle(listRectificationMovements(auth, accountId, invoiceId, rectificationId));
}
