import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui";
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
    <TableContainer>
      <Table>
        <TableCaption>Lines of {invoice.invoice_number ?? invoice.id}</TableCaption>
        <THead>
          <Tr>
            <Th>Line</Th>
            <Th align="right">Without taxes</Th>
            <Th align="right">Tax</Th>
            <Th align="right">With taxes</Th>
            {showRefundable ? <Th align="right">Still refundable</Th> : null}
          </Tr>
        </THead>
        <TBody>
          {invoice.lines.map((line) => (
            <Tr key={line.movement_id}>
              <Td>
                {line.description}
                <p className="text-xs text-gray-500">
                  {line.type} · {line.movement_id}
                </p>
              </Td>
              <Td align="right">{money(line.amount_without_taxes)}</Td>
              <Td align="right">
                {money(line.tax_amount)}
                <p className="text-xs text-gray-500">
                  {line.tax.type} {formatPercent(line.tax.percentage)}
                </p>
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
        </TBody>
      </Table>
    </TableContainer>
  );
}
