import Link from "next/link";
import { useTranslations } from "next-intl";
import { invoiceDocumentHref, invoiceHref } from "@/components/invoices/invoice-links";
import { buttonClasses } from "@/components/ui/button";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";

export function LastInvoice({ invoice, title }: { invoice: Invoice | undefined; title: string }) {
  const t = useTranslations("LastInvoice");
  const locale = useFormatLocale();
  if (!invoice) return <p className="text-sm text-gray-600">{t("none")}</p>;
  const number = invoice.invoice_number ?? invoice.id;
  return (
    <div data-testid="last-invoice">
      <p className="text-sm text-gray-600">{title}</p>
      <p className="text-xl font-semibold tabular-nums text-gray-900">
        {formatMoney(invoice.total_with_taxes, invoice.currency, { locale })}
      </p>
      <p className="text-sm text-gray-600">
        {t("issued", { number, date: invoice.issue_date ? formatDate(invoice.issue_date, { locale }) : "—" })}
        {invoice.status === "PAID"
          ? t("paid")
          : invoice.due_date
            ? t("due", { date: formatDate(invoice.due_date, { locale }) })
            : ""}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link href={invoiceHref(invoice)} className={buttonClasses("secondary", "sm")}>
          {t("view")}
        </Link>
        <a href={invoiceDocumentHref(invoice)} className={buttonClasses("secondary", "sm")}>
          {t.rich("download", { number, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </a>
      </div>
    </div>
  );
}
