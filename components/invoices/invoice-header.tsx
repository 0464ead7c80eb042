import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import type { Invoice } from "@/contract/billing";
import { formatBillingPeriod, formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";
import { invoiceDocumentHref } from "./invoice-links";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** Totals, dates and the download of one invoice. */
export function InvoiceHeader({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("Invoices");
  const locale = useFormatLocale();
  const date = (value: string) => formatDate(value, { locale });
  const money = (value: string) => formatMoney(value, invoice.currency, { locale });
  const period =
    invoice.period_start && invoice.period_end
      ? formatBillingPeriod(invoice.period_start, invoice.period_end, { locale })
      : "—";
  return (
    <Card>
      <CardBody className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-sm text-gray-600">{t("header.total")}</p>
          <p className="text-3xl font-semibold tabular-nums text-gray-900" data-testid="invoice-total">
            {money(invoice.total_with_taxes)}
          </p>
          <p className="text-sm text-gray-600 tabular-nums">
            {t("header.breakdown", {
              amount: money(invoice.total_without_taxes),
              tax: money(invoice.total_tax),
            })}
          </p>
          <div className="mt-2">
            <InvoiceStatusBadge invoice={invoice} />
          </div>
        </div>
        <DescriptionList
          className="min-w-0 flex-1 basis-64 sm:max-w-xl"
          items={[
            {
              label: t("header.kind"),
              value: `${t(`kindLabel.${invoice.type}`)} · ${t(`category.${invoice.category}`)}`,
            },
            { label: t("header.line"), value: invoice.subscription_id ?? t("header.wholeAccount") },
            {
              label: t("header.issued"),
              value: invoice.issue_date ? date(invoice.issue_date) : t("header.notYet"),
            },
            // The due date alone: the status badge beside the total already says Paid.
            { label: t("header.due"), value: invoice.due_date ? date(invoice.due_date) : "—" },
            { label: t("header.period"), value: period },
            { label: t("header.account"), value: invoice.account_id },
          ]}
        />
        <a
          href={invoiceDocumentHref(invoice)}
          className={buttonClasses("primary", "md")}
          data-testid="download-pdf"
        >
          {t("header.download")}
        </a>
      </CardBody>
    </Card>
  );
}

export function RectifiedLink({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("Invoices.header");
  if (!invoice.rectified_invoice_id) return null;
  return (
    <Link
      href={`/customer/invoices/${encodeURIComponent(invoice.rectified_invoice_id)}?account=${encodeURIComponent(invoice.account_id)}`}
      className="text-sm font-medium text-brand-700 hover:underline"
    >
      {t("corrects")}
    </Link>
  );
}
