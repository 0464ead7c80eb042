import { amountColumn, DataTable, Td, Tr } from "@/components/ui";
import type { Invoice } from "@/contract/billing";
import { formatMoney, formatPercent } from "@/lib/money";
import { isCreditLine, lineCap } from "@/lib/rectifications/rules";

export function InvoiceLinesTable({
  invoice,
  showRefundable = false,
}: {
  invoice: Invoice;
  showRefundable?: boolean;
}) {
  const money = (v: string) => formatMoney(v, invoice.currency, { precise: true });
  return (
    <DataTable
      caption={`Lines of ${invoice.invoice_number ?? invoice.id}`}
      columns={[
        "Line",
        amountColumn("Without taxes"),
        amountColumn("Tax"),
        amountColumn("With taxes"),
        showRefundable ? amountColumn("Still refundable") : null,
      ]}
    >
      {invoice.lines.map((line) => (
        <Tr key={line.movement_id}>
          <Td detail={`${line.type} · ${line.movement_id}`}>{line.description}</Td>
          <Td align="right">{money(line.amount_without_taxes)}</Td>
          <Td align="right" detail={`${line.tax.type} ${formatPercent(line.tax.percentage)}`}>
            {money(line.tax_amount)}
          </Td>
          <Td align="right">{money(line.amount_with_taxes)}</Td>
          {showRefundable ? (
            <Td align="right">{isCreditLine(line) ? "Credit, not refundable" : money(lineCap(line))}</Td>
          ) : null}
        </Tr>
      ))}
      <Tr className="bg-gray-50 font-semibold">
        <Td>Total</Td>
        <Td align="right">{money(invoice.total_without_taxes)}</Td>
        <Td align="right">{money(invoice.total_tax)}</Td>
        <Td align="right">{money(invoice.total_with_taxes)}</Td>
        {showRefundable ? <Td /> : null}
      </Tr>
    </DataTable>
  );
}
