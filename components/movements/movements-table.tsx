import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import type { Movement } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney, formatPercent } from "@/lib/money";
import { isInvoiced, MOVEMENT_TYPE_LABEL, signedAmount } from "@/lib/movements/params";

function Period({ movement }: { movement: Movement }) {
  const start = formatDate(movement.period_start_datetime);
  const end = formatDate(movement.period_end_datetime);
  return <>{start === end ? start : `${start} – ${end}`}</>;
}

function Status({ movement }: { movement: Movement }) {
  if (isInvoiced(movement)) {
    const number = movement.invoice_number || movement.invoice_id;
    return (
      <span className="flex flex-col gap-0.5">
        <Badge tone="success" className="self-start">
          Invoiced
        </Badge>
        <Link
          href={`/customer/invoices/${encodeURIComponent(number)}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {number}
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <Badge tone="warning" className="self-start">
        Pending
      </Badge>
      <span className="text-xs whitespace-nowrap text-gray-600">
        next bill {formatDate(movement.invoice_cycle_date)}
      </span>
    </span>
  );
}

export function MovementsTable({
  movements,
  currency,
}: {
  movements: readonly Movement[];
  currency: string;
}) {
  return (
    <TableContainer className="relative">
      <Table data-testid="movements-table">
        <TableCaption>Billing movements</TableCaption>
        <THead>
          <tr>
            <Th>Date</Th>
            <Th>Description</Th>
            <Th>Period</Th>
            <Th align="right">Excl. taxes</Th>
            <Th align="right">Tax</Th>
            <Th align="right">Incl. taxes</Th>
            <Th>Status</Th>
          </tr>
        </THead>
        <TBody>
          {movements.map((m) => (
            <Tr key={m.id}>
              <Td className="whitespace-nowrap">{formatDate(m.movement_datetime)}</Td>
              <Td>
                <span className="block font-medium text-gray-900">{m.description}</span>
                <span className="text-xs text-gray-600">
                  {MOVEMENT_TYPE_LABEL[m.type]} · {m.operation_type === "CREDIT" ? "Credit" : "Charge"}
                </span>
              </Td>
              <Td className="whitespace-nowrap">
                <Period movement={m} />
              </Td>
              <Td align="right" className="whitespace-nowrap">
                {formatMoney(signedAmount(m, "value_without_taxes"), currency)}
              </Td>
              <Td align="right" className="whitespace-nowrap">
                {m.amount.tax.type} {formatPercent(m.amount.tax.percentage)}
              </Td>
              <Td
                align="right"
                className={`whitespace-nowrap font-medium ${m.operation_type === "CREDIT" ? "text-green-800" : "text-gray-900"}`}
              >
                {formatMoney(signedAmount(m, "value_with_taxes"), currency)}
              </Td>
              <Td>
                <Status movement={m} />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}
