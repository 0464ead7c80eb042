import Link from "next/link";
import { amountColumn, DataTable, EmptyState, Td, Tr } from "@/components/ui";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { InvoiceStatusBadge, invoiceHref, invoiceLabel } from "./invoice-status";

/** Every invoice of the account, drafts of rectifications included (agents see them, customers do not). */
export function AccountInvoicesTable({
  accountId,
  invoices,
}: {
  accountId: string;
  invoices: readonly Invoice[];
}) {
  if (invoices.length === 0)
    return <EmptyState title="No invoices yet" description="This account has no invoices." />;
  return (
    <DataTable
      caption={`Invoices of ${accountId}`}
      columns={["Number", "Kind", "Subscription", "Issued", "Status", amountColumn("Total with taxes")]}
    >
      {invoices.map((invoice) => (
        <Tr key={invoice.id} data-testid={`invoice-${invoice.id}`}>
          <Td>
            <Link
              href={invoiceHref(accountId, invoice)}
              className="font-medium text-brand-700 hover:underline"
            >
              {invoiceLabel(invoice)}
            </Link>
          </Td>
          <Td className="text-xs">
            {invoice.type === "RECTIFICATION" ? "Rectification" : "Ordinary"} · {invoice.service}
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
          <Td>{invoice.issue_date ? formatDate(invoice.issue_date) : "—"}</Td>
          <Td>
            <InvoiceStatusBadge invoice={invoice} />
          </Td>
          <Td align="right">{formatMoney(invoice.total_with_taxes, invoice.currency, { precise: true })}</Td>
        </Tr>
      ))}
    </DataTable>
  );
}
