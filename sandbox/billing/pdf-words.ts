import { RECTIFICATION_REASONS } from "@/contract/billing";
import type { SystemDescriptionWords } from "@/contract/system-descriptions";

/**
 * The invoice document's words in each language an org may write it in. The sandbox stands in for the
 * operator's billing system, whose legal document is not the portal's to word: these live here, not
 * in the portal's messages.
 */
export interface PdfWords {
  title: { ORDINARY: string; RECTIFICATION: string };
  draft: string;
  customer: (holder: string, account: string) => string;
  facts: {
    customer: string;
    subscription: string;
    service: string;
    status: string;
    issueDate: string;
    period: string;
    dueDate: string;
    device: string;
    rectifies: string;
    reason: string;
    comment: string;
  };
  service: Record<"postpaid" | "prepaid" | "sales", string>;
  category: Record<"MOBILE" | "LANDLINE" | "DEVICE", string>;
  status: Record<"DRAFT" | "ISSUED" | "PAID", string>;
  reasons: Record<string, string>;
  columns: { description: string; base: string; tax: string; total: string };
  taxName: (type: string) => string;
  breakdown: { title: string; base: string; quota: string; total: string };
  totals: { base: string; tax: string; total: string };
  descriptions: SystemDescriptionWords;
}

const en: PdfWords = {
  title: { ORDINARY: "Invoice", RECTIFICATION: "Rectification invoice" },
  draft: "(DRAFT - not valid as an invoice)",
  customer: (holder, account) => `${holder} (account ${account})`,
  facts: {
    customer: "Customer",
    subscription: "Subscription",
    service: "Service",
    status: "Status",
    issueDate: "Issue date",
    period: "Period",
    dueDate: "Due date",
    device: "Device",
    rectifies: "Rectifies",
    reason: "Reason",
    comment: "Comment",
  },
  service: { postpaid: "Postpaid", prepaid: "Prepaid", sales: "Device sale" },
  category: { MOBILE: "Mobile", LANDLINE: "Landline", DEVICE: "Device" },
  status: { DRAFT: "Draft", ISSUED: "Issued", PAID: "Paid" },
  // The contract's own words for its reason codes.
  reasons: RECTIFICATION_REASONS,
  columns: { description: "Description", base: "Without taxes", tax: "Tax", total: "With taxes" },
  taxName: (type) => type,
  breakdown: { title: "Tax breakdown", base: "Taxable base", quota: "Tax", total: "Total" },
  totals: { base: "Total without taxes", tax: "Taxes", total: "Total" },
  descriptions: {
    monthlyFee: (plan) => `${plan}: monthly fee`,
    bundle30Days: (plan) => `${plan}: 30-day bundle`,
    usageOutsideBundle: () => "Usage outside bundle",
    refundOf: (original) => `Refund: ${original}`,
    rectificationOf: (number, refunded) => `Rectification of ${number}: ${refunded}`,
  },
};

const es: PdfWords = {
  title: { ORDINARY: "Factura", RECTIFICATION: "Factura rectificativa" },
  draft: "(BORRADOR - sin validez como factura)",
  customer: (holder, account) => `${holder} (cuenta ${account})`,
  facts: {
    customer: "Cliente",
    subscription: "Línea",
    service: "Servicio",
    status: "Estado",
    issueDate: "Fecha de emisión",
    period: "Periodo",
    dueDate: "Fecha de vencimiento",
    device: "Dispositivo",
    rectifies: "Factura rectificada",
    reason: "Motivo",
    comment: "Comentario",
  },
  service: { postpaid: "Pospago", prepaid: "Prepago", sales: "Venta de dispositivo" },
  category: { MOBILE: "Móvil", LANDLINE: "Fijo", DEVICE: "Dispositivo" },
  status: { DRAFT: "Borrador", ISSUED: "Emitida", PAID: "Pagada" },
  reasons: {
    BILLING_ERROR: "Importe o concepto facturado por error",
    DUPLICATE_CHARGE: "El mismo concepto se facturó dos veces",
    SERVICE_OUTAGE: "Compensación por una interrupción del servicio",
    CANCELLED_SERVICE: "Facturado después de la baja del servicio",
    PRICE_ADJUSTMENT: "Ajuste comercial de precio",
    GOODWILL: "Gesto comercial",
  },
  columns: { description: "Concepto", base: "Base imponible", tax: "Impuesto", total: "Total" },
  taxName: (type) => (type === "VAT" ? "IVA" : type),
  breakdown: { title: "Desglose de impuestos", base: "Base imponible", quota: "Cuota", total: "Total" },
  totals: { base: "Base imponible total", tax: "Total impuestos", total: "Total factura" },
  descriptions: {
    monthlyFee: (plan) => `${plan}: cuota mensual`,
    bundle30Days: (plan) => `${plan}: bono de 30 días`,
    usageOutsideBundle: () => "Consumo fuera del bono",
    refundOf: (original) => `Reembolso: ${original}`,
    rectificationOf: (number, refunded) => `Rectificación de ${number}: ${refunded}`,
  },
};

export const pdfWordsFor = (locale: string): PdfWords => (locale.startsWith("es") ? es : en);
