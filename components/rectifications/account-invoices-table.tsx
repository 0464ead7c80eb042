import Link from "next/link";
import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import { DataTable, EmptyState, statusColumn, Td, Tr, totalColumn } from "@/components/ui";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { InvoiceStatusBadge, invoiceHref, invoiceLabel } from "./invoice-status";

/** Every invoice of the account, drafts of rectifications included (agents see them, customers do not). */
export function AccountInvoicesTable({
  accountId,
  invoices,
}: {
  accountId: string;
  invoices: readonly Invoice[];
}) {
  const t = useTranslations("Rectifications");
  const locale = useFormatLocale();
  if (invoices.length === 0)
    return (
      <EmptyState
        title={t("accountInvoices.emptyTitle")}
        description={t("accountInvoices.emptyDescription")}
      />
    );
  const draftLabel = (id: string) => t("draftLabel", { id });
  return (
    <DataTable
      stackBelow="sm"
      caption={t("accountInvoices.caption", { id: accountId })}
      columns={[
        t("accountInvoices.number"),
        t("accountInvoices.kind"),
        t("accountInvoices.subscription"),
        t("accountInvoices.issued"),
        statusColumn(t("accountInvoices.status")),
        totalColumn(t("accountInvoices.total")),
      ]}
    >
      {invoices.map((invoice) => (
        <Tr key={invoice.id} data-testid={`invoice-${invoice.id}`}>
          <Td>
            <Link
              href={invoiceHref(accountId, invoice)}
              className="font-medium text-brand-700 hover:underline"
            >
              {invoiceLabel(invoice, draftLabel)}
            </Link>
          </Td>
          <Td className="text-xs">
            {t(invoice.type === "RECTIFICATION" ? "kind.RECTIFICATION" : "kind.ORDINARY")} ·{" "}
            {t(`service.${invoice.service}`)}
          </Td>
          <Td>
            {invoice.subscription_id ? (
              <Link
                className="text-brand-700 hover:underline"
                href={`/agent/subscriptions/${encodeURIComponent(invoice.subscription_id)}?account=${encodeURIComponent(accountId)}`}
              >
                {invoice.subscription_id}
              </Link>
            ) : (
              "—"
            )}
          </Td>
          <Td>{invoice.issue_date ? formatDate(invoice.issue_date, { locale }) : "—"}</Td>
          <Td>
            <InvoiceStatusBadge invoice={invoice} />
          </Td>
          <Td align="right">
            <AgentMoney value={invoice.total_with_taxes} currency={invoice.currency} locale={locale} />
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
