import PDFDocument from "pdfkit";
import type { Invoice, RectificationInvoice } from "@/contract/billing";
import type { DocumentLanguage } from "./document-language";
import { documentFormat } from "./pdf-format";

export interface DocumentParties {
  orgName: string;
  holderName: string;
}

const COLUMN_X = [
  { x: 50, width: 165, align: "left" },
  { x: 220, width: 90, align: "right" },
  { x: 315, width: 120, align: "right" },
  { x: 440, width: 105, align: "right" },
] as const;

type Doc = InstanceType<typeof PDFDocument>;

/** One row of the four columns; the next row starts below its tallest cell. */
function row(doc: Doc, cells: readonly string[], gap = 4) {
  if (doc.y > 740) doc.addPage();
  const y = doc.y + gap;
  let bottom = y;
  COLUMN_X.forEach((col, i) => {
    doc.text(cells[i] ?? "", col.x, y, { width: col.width, align: col.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
}

/**
 * Renders the invoice document in its org's language: facts, lines, the breakdown per tax rate and
 * totals, amounts to the cent. Uncompressed, so a test (or a curious developer) can find the text.
 */
export function renderInvoicePdf(
  invoice: Invoice | RectificationInvoice,
  parties: DocumentParties,
  language: DocumentLanguage,
): Promise<Buffer> {
  const f = documentFormat(language);
  const { words } = f;
  const money = (value: string) => f.money(value, invoice.currency);
  const title = `${words.title[invoice.type]} ${invoice.invoice_number ?? words.draft}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: false,
    lang: language.locale,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.font("Helvetica-Bold").fontSize(18).text(parties.orgName);
  doc.moveDown(0.5).fontSize(14).text(title);
  doc.font("Helvetica").fontSize(10).moveDown();
  const facts: [string, string][] = [
    [words.facts.customer, words.customer(parties.holderName, invoice.account_id)],
    [words.facts.subscription, invoice.subscription_id ?? "-"],
    [words.facts.service, `${words.service[invoice.service]} / ${words.category[invoice.category]}`],
    [words.facts.status, words.status[invoice.status]],
    [words.facts.issueDate, f.day(invoice.issue_date)],
    [words.facts.period, f.period(invoice.period_start, invoice.period_end)],
    [words.facts.dueDate, f.day(invoice.due_date)],
  ];
  if (invoice.device_id) facts.push([words.facts.device, invoice.device_id]);
  if ("reason" in invoice) {
    facts.push([words.facts.rectifies, invoice.rectified_invoice_number]);
    facts.push([words.facts.reason, words.reasons[invoice.reason.code] ?? invoice.reason.description]);
    if (invoice.comment) facts.push([words.facts.comment, invoice.comment]);
  }
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  doc.moveDown().font("Helvetica-Bold");
  const { columns } = words;
  row(doc, [columns.description, columns.base, columns.tax, columns.total], 0);
  doc.font("Helvetica");
  for (const line of invoice.lines)
    row(doc, [
      f.description(line.description),
      money(line.amount_without_taxes),
      `${money(line.tax_amount)} (${f.taxLabel(line.tax)})`,
      money(line.amount_with_taxes),
    ]);

  doc.moveDown().font("Helvetica-Bold").text(words.breakdown.title, 50);
  const { breakdown } = words;
  row(doc, [columns.tax, breakdown.base, breakdown.quota, breakdown.total]);
  doc.font("Helvetica");
  for (const share of f.taxShares(invoice))
    row(doc, [share.label, money(share.base), money(share.quota), money(share.total)]);

  doc.moveDown().font("Helvetica-Bold");
  const totals: [string, string][] = [
    [words.totals.base, invoice.total_without_taxes],
    [words.totals.tax, invoice.total_tax],
    [words.totals.total, invoice.total_with_taxes],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.text(label, 220, y, { width: 215, align: "right" });
    doc.text(money(value), 440, y, { width: 105, align: "right" });
  }
  doc.end();
  return done;
}
