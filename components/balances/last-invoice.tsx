import Link from "next/link";
import { invoiceDocumentHref, invoiceHref } from "@/components/invoices/invoice-links";
import { buttonClasses } from "@/components/ui/button";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

export function LastInvoice({
  invoice,
  title = "Last invoice",
}: {
  invoice: Invoice | undefined;
  title?: string;
}) {
  if (!invoice) return <p className="text-sm text-gray-600">No invoice yet for this line.</p>;
  const number = invoice.invoice_number ?? invoice.id;
  return (
    <div data-testid="last-invoice">
      <p className="text-sm text-gray-600">{title}</p>
      <p className="text-xl font-semibold tabular-nums text-gray-900">
        {formatMoney(invoice.total_with_taxes, invoice.currency)}
      </p>
      <p className="text-sm text-gray-600">
        {number} · issued {invoice.issue_date ? formatDate(invoice.issue_date) : "—"}
        {invoice.status === "PAID"
          ? " · paid"
          : invoice.due_date
            ? ` · due ${formatDate(invoice.due_date)}`
            : ""}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link href={invoiceHref(invoice)} className={buttonClasses("secondary", "sm")}>
          View invoice
        </Link>
        <a href={invoiceDocumentHref(invoice)} className={buttonClasses("ghost", "sm")} download>
          Download PDF<span className="sr-only"> of invoice {number}</span>
        </a>
      </div>
    </div>
  );
}
