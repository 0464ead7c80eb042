import { DescriptionList } from "@/components/ui";
import type { Movement } from "@/contract/billing";
import { formatDate, formatDateTime } from "@/lib/dates";
import { formatMoney, formatPercent } from "@/lib/money";
import { MovementStatus, ProductKind } from "./movement-status";

export function MovementDetails({ movement: m, currency }: { movement: Movement; currency: string }) {
  return (
    <DescriptionList
      items={[
        { label: "Status", value: <MovementStatus movement={m} /> },
        { label: "Type", value: m.type },
        { label: "Operation", value: m.operation_type },
        { label: "Product", value: <ProductKind movement={m} /> },
        { label: "Date", value: formatDateTime(m.movement_datetime) },
        {
          label: "Period",
          value: `${formatDate(m.period_start_datetime)} – ${formatDate(m.period_end_datetime)}`,
        },
        {
          label: "Without taxes",
          value: formatMoney(m.amount.value_without_taxes, currency, { precise: true }),
        },
        {
          label: "With taxes",
          value: `${formatMoney(m.amount.value_with_taxes, currency, { precise: true })} (${m.amount.tax.type} ${formatPercent(m.amount.tax.percentage)})`,
        },
        {
          label: m.invoice_id ? "Invoice cycle" : "Expected invoice cycle",
          value: formatDate(m.invoice_cycle_date),
        },
        { label: "Description", value: m.description },
        {
          label: "External movement id",
          value: <code className="font-mono text-xs">{m.external_movement_unique_id}</code>,
        },
        ...(m.refundable_with_taxes !== undefined
          ? [
              {
                label: "Still refundable",
                value: formatMoney(m.refundable_with_taxes, currency, { precise: true }),
              },
            ]
          : []),
        ...(m.refunded_movement_id ? [{ label: "Refund of", value: m.refunded_movement_id }] : []),
      ]}
    />
  );
}
