import type { BadgeTone } from "@/components/ui/badge";
import type { Invoice, InvoiceCategory, InvoiceKind, InvoiceStatus } from "@/contract/billing";

export const KIND_LABEL: Record<InvoiceKind, string> = {
  ORDINARY: "Invoice",
  RECTIFICATION: "Rectification",
};
export const CATEGORY_LABEL: Record<InvoiceCategory, string> = {
  MOBILE: "Mobile",
  LANDLINE: "Landline",
  DEVICE: "Device purchase",
};
export const STATUS_LABEL: Record<InvoiceStatus, string> = { DRAFT: "Draft", ISSUED: "To pay", PAID: "Paid" };
export const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  DRAFT: "neutral",
  ISSUED: "warning",
  PAID: "success",
};

/** The number people see; a draft has none yet. */
export const invoiceNumberOf = (invoice: Invoice) => invoice.invoice_number ?? invoice.invoice_id ?? "Draft";
