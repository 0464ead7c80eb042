import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui";
import type { RectificationInvoice } from "@/contract/billing";
import { negateAmount } from "@/lib/billing-math";
import { formatMoney, formatPercent } from "@/lib/money";

export function RefundsTable({ rectification: r }: { rectification: RectificationInvoice }) {
  const money = (v: string) => formatMoney(v, r.currency, { precise: true });
  return (
    <TableContainer>
      <Table data-testid="refunds-table">
        <TableCaption>Refunds of this rectification</TableCaption>
        <THead>
          <Tr>
            <Th>Refunded line</Th>
            <Th align="right">Without taxes</Th>
            <Th align="right">Tax</Th>
            <Th align="right">With taxes</Th>
          </Tr>
        </THead>
        <TBody>
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
        </TBody>
      </Table>
    </TableContainer>
  );
}
