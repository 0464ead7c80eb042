import { Badge } from "@/components/ui";
import type { Movement } from "@/contract/billing";
import { isInvoiced, isRefundMovement } from "@/lib/movements/rules";

export function MovementStatus({ movement }: { movement: Movement }) {
  if (isInvoiced(movement))
    return <Badge tone="neutral">Invoiced · {movement.invoice_number || movement.invoice_id}</Badge>;
  if (isRefundMovement(movement)) return <Badge tone="info">Refund</Badge>;
  return <Badge tone="warning">Pending</Badge>;
}

export function ProductKind({ movement }: { movement: Movement }) {
  return movement.transaction_type_id ? (
    <span title={`Transaction type ${movement.transaction_type_id}`}>
      Non-subscribable · {movement.transaction_type_id}
    </span>
  ) : (
    <span>Subscribable{movement.billable ? "" : " · not billable"}</span>
  );
}
