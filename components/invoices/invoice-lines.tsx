import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import type { Invoice } from "@/contract/billing";
import { formatMoney, formatPercent } from "@/lib/money";
import { MOVEMENT_TYPE_LABEL } from "@/lib/movements/params";

/** The invoice's own lines (device sales have no movements endpoint). */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <TableContainer className="relative">
      <Table>
        <TableCaption>Invoice lines</TableCaption>
        <THead>
          <tr>
            <Th>Description</Th>
            <Th align="right">Excl. taxes</Th>
            <Th align="right">Tax</Th>
            <Th align="right">Incl. taxes</Th>
          </tr>
        </THead>
        <TBody>
          {invoice.lines.map((line) => (
            <Tr key={line.movement_id}>
              <Td>
                <span className="block font-medium text-gray-900">{line.description}</span>
                <span className="text-xs text-gray-600">{MOVEMENT_TYPE_LABEL[line.type]}</span>
              </Td>
              <Td align="right">{formatMoney(line.amount_without_taxes, invoice.currency)}</Td>
              <Td align="right">
                {formatMoney(line.tax_amount, invoice.currency)} ({line.tax.type}{" "}
                {formatPercent(line.tax.percentage)})
              </Td>
              <Td align="right" className="font-medium">
                {formatMoney(line.amount_with_taxes, invoice.currency)}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}
