import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { DataTable, hiddenColumn, statusColumn, Td, Tr, totalColumn } from "@/components/ui/table";
import type { Invoice } from "@/contract/billing";
import { billingPeriodDays, formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";
import { invoiceNumberOf } from "./invoice-labels";
import { invoiceDocumentHref, invoiceHref } from "./invoice-links";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** On two lines, between its days, where the table is short of room (a 1024 px screen). */
function Period({ invoice, locale }: { invoice: Invoice; locale: string }) {
  if (!invoice.period_start || !invoice.period_end) return <>—</>;
  const [first, last] = billingPeriodDays(invoice.period_start, invoice.period_end, { locale });
  if (last === undefined) return <>{first}</>;
  return (
    <>
      <span className="whitespace-nowrap">{first} –</span> <span className="whitespace-nowrap">{last}</span>
    </>
  );
}

export function InvoicesTable({ invoices, caption }: { invoices: readonly Invoice[]; caption: string }) {
  const t = useTranslations("Invoices");
  const locale = useFormatLocale();
  return (
    <DataTable
      data-testid="invoices-table"
      caption={caption}
      stackBelow="lg"
      columns={[
        t("column.number"),
        t("column.kind"),
        t("column.issued"),
        t("column.period"),
        totalColumn(t("column.total")),
        statusColumn(t("column.status")),
        hiddenColumn(t("column.actions")),
      ]}
    >
      {invoices.map((invoice) => {
        const number = invoiceNumberOf(invoice) ?? t("draft");
        return (
          <Tr key={invoice.id}>
            <Td className="whitespace-nowrap">
              <Link href={invoiceHref(invoice)} className="font-medium text-brand-700 hover:underline">
                {number}
              </Link>
              <span className="block text-xs text-gray-600">
                {invoice.subscription_id ?? invoice.account_id}
              </span>
            </Td>
            <Td className="whitespace-nowrap">
              <span className="block">{t(`kindLabel.${invoice.type}`)}</span>
              <span className="text-xs text-gray-600">{t(`category.${invoice.category}`)}</span>
            </Td>
            <Td className="whitespace-nowrap">
              {invoice.issue_date ? formatDate(invoice.issue_date, { locale }) : "—"}
            </Td>
            <Td>
              <Period invoice={invoice} locale={locale} />
            </Td>
            <Td align="right" className="whitespace-nowrap font-medium">
              {formatMoney(invoice.total_with_taxes, invoice.currency, { locale })}
              <span className="block text-xs font-normal text-gray-600">
                {t("exclTaxes", {
                  amount: formatMoney(invoice.total_without_taxes, invoice.currency, { locale }),
                })}
              </span>
            </Td>
            <Td>
              <InvoiceStatusBadge invoice={invoice} />
            </Td>
            <Td className="whitespace-nowrap">
              <a href={invoiceDocumentHref(invoice)} className={buttonClasses("secondary", "sm")}>
                {t.rich("download", {
                  number,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </a>
            </Td>
          </Tr>
        );
      })}
    </DataTable>
  );
}
