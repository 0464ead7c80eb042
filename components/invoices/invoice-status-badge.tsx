import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Invoice } from "@/contract/billing";
import { STATUS_TONE } from "./invoice-labels";

/** A rectification gives money back: once issued it is not something "to pay". */
export function InvoiceStatusBadge({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("Invoices.status");
  if (invoice.type === "RECTIFICATION" && invoice.status === "ISSUED")
    return <Badge tone="info">{t("rectificationIssued")}</Badge>;
  return <Badge tone={STATUS_TONE[invoice.status]}>{t(invoice.status)}</Badge>;
}
