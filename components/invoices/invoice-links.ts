import type { Invoice } from "@/contract/billing";

const query = (invoice: Pick<Invoice, "account_id" | "service">) => {
  const params = new URLSearchParams({ account: invoice.account_id });
  if (invoice.service === "sales") params.set("kind", "sales");
  return params.toString();
};

/** The invoice page; the account in the query saves a lookup across the user's accounts. */
export function invoiceHref(
  invoice: Pick<Invoice, "id" | "account_id" | "service">,
): `/customer/invoices/${string}` {
  return `/customer/invoices/${encodeURIComponent(invoice.id)}?${query(invoice)}`;
}

/** The PDF, streamed by our route handler (the operator's public link never reaches the browser). */
export function invoiceDocumentHref(invoice: Pick<Invoice, "id" | "account_id" | "service">): string {
  return `/api/customer/invoices/${encodeURIComponent(invoice.id)}/document?${query(invoice)}`;
}
