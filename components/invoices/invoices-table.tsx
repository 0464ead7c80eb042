import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CATEGORY_LABEL, invoiceNumberOf, KIND_LABEL } from "./invoice-labels";
import { invoiceDocumentHref, invoiceHref } from "./invoice-links";
import { InvoiceStatusBadge } from "./invoice-status-badge";

function Period({ invoice }: { invoice: Invoice }) {
  if (!invoice.period_start || !invoice.period_end) return <>—</>;
  return (
    <>
      {formatDate(invoice.period_start)} – {formatDate(invoice.period_end)}
    </>
  );
}

export function InvoicesTable({ invoices, caption }: { invoices: readonly Invoice[]; caption: string }) {
  return (
    <TableContainer className="relative">
      <Table data-testid="invoices-table">
        <TableCaption>{caption}</TableCaption>
        <THead>
          <tr>
            <Th>Number</Th>
            <Th>Kind</Th>
            <Th>Issued</Th>
            <Th>Period</Th>
            <Th align="right">Total</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </THead>
        <TBody>
          {invoices.map((invoice) => {
            const number = invoiceNumberOf(invoice);
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
                  <span className="block">{KIND_LABEL[invoice.type]}</span>
                  <span className="text-xs text-gray-600">{CATEGORY_LABEL[invoice.category]}</span>
                </Td>
                <Td className="whitespace-nowrap">
                  {invoice.issue_date ? formatDate(invoice.issue_date) : "—"}
                </Td>
                <Td className="whitespace-nowrap">
                  <Period invoice={invoice} />
                </Td>
                <Td align="right" className="whitespace-nowrap font-medium">
                  {formatMoney(invoice.total_with_taxes, invoice.currency)}
                  <span className="block text-xs font-normal text-gray-600">
                    {formatMoney(invoice.total_without_taxes, invoice.currency)} excl. taxes
                  </span>
                </Td>
                <Td>
                  <InvoiceStatusBadge invoice={invoice} />
                </Td>
                <Td className="whitespace-nowrap">
                  <a href={invoiceDocumentHref(invoice)} className={buttonClasses("ghost", "sm")} download>
                    Download PDF<span className="sr-only"> of {number}</span>
                  </a>
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </TableContainer>
  );
}
