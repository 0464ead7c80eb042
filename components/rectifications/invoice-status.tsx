import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui";
import type { Invoice } from "@/contract/billing";

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, "status"> }) {
  const t = useTranslations("Rectifications.status");
  if (invoice.status === "DRAFT") return <Badge tone="warning">{t("DRAFT")}</Badge>;
  if (invoice.status === "PAID") return <Badge tone="success">{t("PAID")}</Badge>;
  return <Badge tone="brand">{t("ISSUED")}</Badge>;
}

/** The invoice's number, or, while it has none, a draft label in the page's language ("Draft {id}"). */
export const invoiceLabel = (
  invoice: Pick<Invoice, "invoice_number" | "id">,
  draftLabel: (id: string) => string,
) => invoice.invoice_number ?? draftLabel(invoice.id);

export const invoiceHref = (
  accountId: string,
  invoice: Pick<Invoice, "id" | "type" | "rectified_invoice_id">,
) => {
  const account = `/agent/accounts/${encodeURIComponent(accountId)}/invoices` as const;
  if (invoice.type === "RECTIFICATION" && invoice.rectified_invoice_id)
    return `${account}/${encodeURIComponent(invoice.rectified_invoice_id)}/rectifications/${encodeURIComponent(invoice.id)}` as const;
  return `${account}/${encodeURIComponent(invoice.id)}` as const;
};
