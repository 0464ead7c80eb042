import { Badge } from "@/components/ui";
import type { Invoice } from "@/contract/billing";

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, "status"> }) {
  if (invoice.status === "DRAFT") return <Badge tone="warning">Draft</Badge>;
  if (invoice.status === "PAID") return <Badge tone="success">Paid</Badge>;
  return <Badge tone="brand">Issued</Badge>;
}

export const invoiceLabel = (invoice: Pick<Invoice, "invoice_number" | "id">) =>
  invoice.invoice_number ?? `Draft ${invoice.id}`;

export const invoiceHref = (
  accountId: string,
  invoice: Pick<Invoice, "id" | "type" | "rectified_invoice_id">,
) => {
  const account = `/agent/accounts/${encodeURIComponent(accountId)}/invoices` as const;
  if (invoice.type === "RECTIFICATION" && invoice.rectified_invoice_id)
    return `${account}/${encodeURIComponent(invoice.rectified_invoice_id)}/rectifications/${encodeURIComponent(invoice.id)}` as const;
  return `${account}/${encodeURIComponent(invoice.id)}` as const;
};
