import PDFDocument from "pdfkit";
import type { Invoice, RectificationInvoice } from "@/contract/billing";
import { dec } from "./decimal";

export interface DocumentParties {
  orgName: string;
  holderName: string;
}

/** Amounts at two places at least, all of their places when they carry more. */
function money(value: string, currency: string) {
  const places = Math.max(2, value.split(".")[1]?.length ?? 0);
  return `${dec(value).toFixed(places)} ${currency}`;
}
const day = (value: string | null) => (value ? value.slice(0, 10) : "-");

const TITLES = { ORDINARY: "Invoice", RECTIFICATION: "Rectification invoice" } as const;
const COLUMNS = [
  { label: "Description", x: 50, width: 200, align: "left" },
  { label: "Without taxes", x: 255, width: 85, align: "right" },
  { label: "Tax", x: 345, width: 75, align: "right" },
  { label: "With taxes", x: 425, width: 120, align: "right" },
] as const;

/**
 * Renders the invoice document with its lines and totals. Uncompressed, so a test (or a curious
 * developer) can find the text in the file.
 */
export function renderInvoicePdf(
  invoice: Invoice | RectificationInvoice,
  parties: DocumentParties,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: false,
    info: { Title: `${TITLES[invoice.type]} ${invoice.invoice_number ?? "DRAFT"}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.font("Helvetica-Bold").fontSize(18).text(parties.orgName);
  doc
    .moveDown(0.5)
    .fontSize(14)
    .text(`${TITLES[invoice.type]} ${invoice.invoice_number ?? "(DRAFT - not valid as an invoice)"}`);
  doc.font("Helvetica").fontSize(10).moveDown();
  const facts: [string, string][] = [
    ["Customer", `${parties.holderName} (account ${invoice.account_id})`],
    ["Subscription", invoice.subscription_id ?? "-"],
    ["Service", `${invoice.service} / ${invoice.category}`],
    ["Status", invoice.status],
    ["Issue date", day(invoice.issue_date)],
    ["Period", invoice.period_start ? `${day(invoice.period_start)} to ${day(invoice.period_end)}` : "-"],
    ["Due date", day(invoice.due_date)],
  ];
  if (invoice.device_id) facts.push(["Device", invoice.device_id]);
  if ("reason" in invoice) {
    facts.push(["Rectifies", invoice.rectified_invoice_number]);
    facts.push(["Reason", `${invoice.reason.code}: ${invoice.reason.description}`]);
    if (invoice.comment) facts.push(["Comment", invoice.comment]);
  }
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  doc.moveDown();
  const header = doc.y;
  doc.font("Helvetica-Bold");
  for (const col of COLUMNS) doc.text(col.label, col.x, header, { width: col.width, align: col.align });
  doc.font("Helvetica");
  for (const line of invoice.lines) {
    if (doc.y > 740) doc.addPage();
    const y = doc.y + 4;
    const cells = [
      line.description,
      money(line.amount_without_taxes, invoice.currency),
      `${money(line.tax_amount, invoice.currency)} (${line.tax.percentage}%)`,
      money(line.amount_with_taxes, invoice.currency),
    ];
    let bottom = y;
    COLUMNS.forEach((col, i) => {
      doc.text(cells[i] ?? "", col.x, y, { width: col.width, align: col.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
  }

  doc.moveDown().font("Helvetica-Bold");
  const totals: [string, string][] = [
    ["Total without taxes", invoice.total_without_taxes],
    ["Taxes", invoice.total_tax],
    ["Total", invoice.total_with_taxes],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.text(label, 255, y, { width: 165, align: "right" });
    doc.text(money(value, invoice.currency), 425, y, { width: 120, align: "right" });
  }
  doc.end();
  return done;
}
