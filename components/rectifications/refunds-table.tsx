import { amountColumn, DataTable, Td, Tr } from "@/components/ui";
import type { RectificationInvoice } from "@/contract/billing";
import { negateAmount } from "@/lib/billing-math";
import { formatMoney, formatPercent } from "@/lib/money";

export function RefundsTable({ rectification: r }: { rectification: RectificationInvoice }) {
  const money = (v: string) => formatMoney(v, r.currency, { precise: true });
  return (
    <DataTable
      data-testid="refunds-table"
      caption="Refunds of this rectification"
      columns={[
        "Refunded line",
        amountColumn("Without taxes"),
        amountColumn("Tax"),
        amountColumn("With taxes"),
      ]}
    >
      {r.refunds.map((refund) => (
        <Tr key={refund.id}>
          <Td detail={`movement ${refund.movement_id}`}>{refund.description}</Td>
          <Td align="right">{money(negateAmount(refund.amount_without_taxes))}</Td>
          <Td align="right" detail={`${refund.tax.type} ${formatPercent(refund.tax.percentage)}`}>
            {money(negateAmount(refund.tax_amount))}
          </Td>
          <Td align="right">{money(negateAmount(refund.amount_with_taxes))}</Td>
        </Tr>
      ))}
      <Tr className="bg-gray-50 font-semibold">
        <Td>Total of the rectification</Td>
        <Td align="right">{money(r.total_without_taxes)}</Td>
        <Td align="right">{money(r.total_tax)}</Td>
        <Td align="right">{money(r.total_with_taxes)}</Td>
      </Tr>
    </DataTable>
  );
}
