import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CATEGORY_LABEL, KIND_LABEL } from "./invoice-labels";
import { invoiceDocumentHref } from "./invoice-links";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** Totals, dates and the download of one invoice. */
export function InvoiceHeader({ invoice }: { invoice: Invoice }) {
  const period =
    invoice.period_start && invoice.period_end
      ? `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`
      : "—";
  return (
    <Card>
      <CardBody className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-sm text-gray-600">Total incl. taxes</p>
          <p className="text-3xl font-semibold tabular-nums text-gray-900" data-testid="invoice-total">
            {formatMoney(invoice.total_with_taxes, invoice.currency)}
          </p>
          <p className="text-sm text-gray-600 tabular-nums">
            {formatMoney(invoice.total_without_taxes, invoice.currency)} before taxes · taxes{" "}
            {formatMoney(invoice.total_tax, invoice.currency)}
          </p>
          <div className="mt-2">
            <InvoiceStatusBadge invoice={invoice} />
          </div>
        </div>
        <DescriptionList
          className="min-w-0 flex-1 sm:max-w-xl"
          items={[
            { label: "Kind", value: `${KIND_LABEL[invoice.type]} · ${CATEGORY_LABEL[invoice.category]}` },
            { label: "Line", value: invoice.subscription_id ?? "Whole account" },
            { label: "Issued", value: invoice.issue_date ? formatDate(invoice.issue_date) : "Not yet" },
            // A paid invoice says so instead of a due date that no longer matters.
            {
              label: "Due",
              value:
                invoice.status === "PAID" ? "Paid" : invoice.due_date ? formatDate(invoice.due_date) : "—",
            },
            { label: "Period", value: period },
            { label: "Account", value: invoice.account_id },
          ]}
        />
        <a
          href={invoiceDocumentHref(invoice)}
          className={buttonClasses("primary", "md")}
          download
          data-testid="download-pdf"
        >
          Download PDF
        </a>
      </CardBody>
    </Card>
  );
}

export function RectifiedLink({ invoice }: { invoice: Invoice }) {
  if (!invoice.rectified_invoice_id) return null;
  return (
    <Link
      href={`/customer/invoices/${encodeURIComponent(invoice.rectified_invoice_id)}?account=${encodeURIComponent(invoice.account_id)}`}
      className="text-sm font-medium text-brand-700 hover:underline"
    >
      See the invoice it corrects
    </Link>
  );
}
