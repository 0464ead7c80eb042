import type { BadgeTone } from "@/components/ui/badge";
import type { Invoice, InvoiceStatus } from "@/contract/billing";

export const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  DRAFT: "neutral",
  ISSUED: "warning",
  PAID: "success",
};

/** The number people see; a draft has none yet (undefined: the page says "Draft" in its language). */
export const invoiceNumberOf = (invoice: Invoice): string | undefined =>
  invoice.invoice_number ?? invoice.invoice_id ?? undefined;
