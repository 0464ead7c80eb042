import Papa from "papaparse";

/**
 * Cells a spreadsheet would run as a formula: "=", "@", tab or carriage return first, or a sign
 * followed by anything but a plain number or phone number ("-12.5" and "+34 600 100 001" stay as they are).
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s().]*$))/;

// Both writers hand Papa the rows as they are (it only reads them): its types ask for mutable arrays,
// and copying 100k rows to satisfy them cost a tenth of an export.
const OPTIONS = { escapeFormulae: FORMULA_START, newline: "\r\n" };

/** Rows only (no header line), with the same escaping: for exports streamed chunk by chunk. */
export function writeCsvRows(data: readonly (readonly unknown[])[]): string {
  return Papa.unparse(data as unknown[][], OPTIONS);
}

/**
 * The one CSV writer of the portal's downloads: RFC 4180 with CRLF, formula-looking cells prefixed
 * with a quote so a spreadsheet shows them as text. `bom` makes spreadsheet apps read UTF-8.
 */
export function writeCsv(
  fields: readonly string[],
  data: readonly (readonly unknown[])[],
  { bom = false }: { bom?: boolean } = {},
): string {
  const text = Papa.unparse({ fields: fields as string[], data: data as unknown[][] }, OPTIONS);
  return bom ? `\uFEFF${text}` : text;
}
