import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type {
  Invoice,
  InvoiceCategory,
  InvoiceKind,
  Movement,
  PublicLink,
  RectificationInvoice,
} from "@/contract/billing";
import {
  getInvoice,
  getOrdinaryInvoicePublicLink,
  getRectificationInvoice,
  getRectificationPublicLink,
  getSalesInvoice,
  getSalesInvoicePublicLink,
  getSalesRectificationPublicLink,
  listInvoices,
  listOrdinaryInvoiceMovements,
  listRectificationMovements,
  listSalesInvoices,
} from "@/lib/operator/billing/api";
import { fetchDocument } from "@/lib/operator/billing/document";
import { sessionCached } from "@/lib/operator/session-cache";
import { type Loaded, settle } from "../errors/problem";

export interface InvoiceFilters {
  type?: InvoiceKind;
  category?: InvoiceCategory;
}

/** Every account's invoices in parallel, newest first. */
export function startInvoiceList(
  auth: OperatorCaller,
  accountIds: readonly string[],
  filters: InvoiceFilters,
  view: "service" | "sales",
): Promise<Loaded<Invoice[]>> {
  const lists = accountIds.map((accountId) =>
    view === "sales"
      ? listSalesInvoices(auth, accountId, { type: filters.type })
      : // Device purchases have their own list: the account's list carries them too.
        listInvoices(auth, accountId, filters).then((list) => list.filter((i) => i.service !== "sales")),
  );
  return settle(Promise.all(lists).then((all) => newestFirst(all.flat())));
}

const newestFirst = (list: readonly Invoice[]) =>
  [...list].sort(
    (a, b) => Date.parse(b.issue_date ?? b.created_at) - Date.parse(a.issue_date ?? a.created_at),
  );

/** A customer's account invoices, reused for a few seconds within one session (the overview's). */
export const invoicesOf = (auth: OperatorCaller, accountId: string) =>
  sessionCached(auth, `invoices ${accountId}`, () => listInvoices(auth, accountId));

/** An agent's view of an account's invoices, newest first, settled so the section fails alone. */
export function loadInvoices(auth: OperatorCaller, accountId: string): Promise<Loaded<Invoice[]>> {
  return settle(listInvoices(auth, accountId).then(newestFirst));
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

/**
 * Finds an invoice among the user's accounts. The account in the URL is only a hint, checked against
 * the session by the caller; without it, each of the user's accounts is asked in parallel.
 */
export async function findInvoice(
  auth: OperatorCaller,
  accountIds: readonly string[],
  invoiceId: string,
  kind: "sales" | undefined,
): Promise<Loaded<Invoice>> {
  const read = (accountId: string) =>
    kind === "sales" ? getSalesInvoice(auth, accountId, invoiceId) : getInvoice(auth, accountId, invoiceId);
  const results = await Promise.all(accountIds.map((accountId) => settle(read(accountId))));
  const found = results.find((r) => r.ok);
  if (found) return found;
  // Not found in any account reads as not found; any other failure is worth showing.
  const failure = results.find((r) => !r.ok && r.problem.status !== 404);
  return (
    failure ??
    results[0] ?? {
      ok: false,
      problem: {
        status: 404,
        code: "invoiceNotFound",
        kind: "notFound",
        title: "Not found",
        message: "We could not find this invoice.",
      },
    }
  );
}

export interface InvoiceDetail {
  movements: Loaded<Movement[]>;
  rectification?: Loaded<RectificationInvoice>;
}

/** The invoice's movements through the service-specific endpoints (not the deprecated ones). */
export async function loadInvoiceDetail(auth: OperatorCaller, invoice: Invoice): Promise<InvoiceDetail> {
  const account = invoice.account_id;
  if (invoice.type === "RECTIFICATION" && invoice.rectified_invoice_id && invoice.service === "postpaid") {
    const [movements, rectification] = await Promise.all([
      settle(listRectificationMovements(auth, account, invoice.rectified_invoice_id, invoice.id)),
      settle(getRectificationInvoice(auth, account, invoice.rectified_invoice_id, invoice.id)),
    ]);
    return { movements, rectification };
  }
  if (invoice.type === "ORDINARY" && (invoice.service === "postpaid" || invoice.service === "prepaid"))
    return {
      movements: await settle(listOrdinaryInvoiceMovements(auth, account, invoice.service, invoice.id)),
    };
  // Device sales have no movements endpoint: their lines are on the invoice itself.
  return { movements: { ok: true, data: [] } };
}

/** The document link for any kind of invoice. */
function publicLinkOf(auth: OperatorCaller, invoice: Invoice): Promise<PublicLink> {
  const account = invoice.account_id;
  if (invoice.service === "sales") {
    return invoice.type === "RECTIFICATION" && invoice.rectified_invoice_id
      ? getSalesRectificationPublicLink(auth, account, invoice.rectified_invoice_id, invoice.id)
      : getSalesInvoicePublicLink(auth, account, invoice.id);
  }
  if (invoice.type === "RECTIFICATION" && invoice.rectified_invoice_id)
    return getRectificationPublicLink(auth, account, invoice.rectified_invoice_id, invoice.id);
  return getOrdinaryInvoicePublicLink(
    auth,
    account,
    invoice.service === "prepaid" ? "prepaid" : "postpaid",
    invoice.id,
  );
}

/** The PDF of any kind of invoice, fetched on the server through its document link. */
export async function fetchInvoiceDocument(auth: OperatorCaller, invoice: Invoice): Promise<Response> {
  return fetchDocument(await publicLinkOf(auth, invoice));
}
