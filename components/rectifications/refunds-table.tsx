import { DataTable, Td, Tr } from "@/components/ui";
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
        { label: "Without taxes", align: "right" },
        { label: "Tax", align: "right" },
        { label: "With taxes", align: "right" },
      ]}
    >
      {r.refunds.map((refund) => (
        <Tr key={refund.id}>
          <Td>
            {refund.description}
            <p className="text-xs text-gray-500">movement {refund.movement_id}</p>
          </Td>
          <Td align="right">{money(negateAmount(refund.amount_without_taxes))}</Td>
          <Td align="right">
            {money(negateAmount(refund.tax_amount))}
            <p className="text-xs text-gray-500">
              {refund.tax.type} {formatPercent(refund.tax.percentage)}
            </p>
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
