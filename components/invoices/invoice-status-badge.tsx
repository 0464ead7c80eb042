import { Badge } from "@/components/ui/badge";
import type { Invoice } from "@/contract/billing";
import { STATUS_LABEL, STATUS_TONE } from "./invoice-labels";

/** A rectification gives money back: once issued it is not something "to pay". */
export function InvoiceStatusBadge({ invoice }: { invoice: Invoice }) {
  if (invoice.type === "RECTIFICATION" && invoice.status === "ISSUED")
    return <Badge tone="info">Issued</Badge>;
  return <Badge tone={STATUS_TONE[invoice.status]}>{STATUS_LABEL[invoice.status]}</Badge>;
}
