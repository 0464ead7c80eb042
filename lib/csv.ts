import Papa from "papaparse";
import { numberFormat } from "@/lib/intl-formats";

/**
 * Cells a spreadsheet would run as a formula: "=", "@", tab or carriage return first, or a sign
 * followed by anything but a plain number or phone number ("-12.5", "-12,5" and "+34 600 100 001" stay as
 * they are).
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s().,]*$))/;

// Both writers hand Papa the rows as they are (it only reads them): its types ask for mutable arrays,
// and copying 100k rows to satisfy them cost a tenth of an export.
const OPTIONS = { escapeFormulae: FORMULA_START, newline: "\r\n" };

/** How a spreadsheet of a locale reads a CSV: its list separator and its decimal separator. */
export interface CsvDialect {
  delimiter: "," | ";";
  decimal: "." | ",";
}
const COMMA_DIALECT: CsvDialect = { delimiter: ",", decimal: "." };

/**
 * The dialect a spreadsheet of this locale opens in columns. Where the comma is the decimal separator
 * (Spanish), Excel splits a CSV on `;` and reads "0,5" as a number; a comma-separated file opens as one
 * column there.
 */
export function csvDialectOf(locale: string): CsvDialect {
  const decimal = numberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value;
  return decimal === "," ? { delimiter: ";", decimal: "," } : COMMA_DIALECT;
}

/** An exact decimal string ("0.0123") written for the dialect's spreadsheet ("0,0123"). */
export function csvDecimal(value: string, dialect: CsvDialect = COMMA_DIALECT): string {
  return dialect.decimal === "," ? value.replace(".", ",") : value;
}

/** Rows only (no header line), with the same escaping: for exports streamed chunk by chunk. */
export function writeCsvRows(
  data: readonly (readonly unknown[])[],
  { delimiter = "," }: { delimiter?: CsvDialect["delimiter"] } = {},
): string {
  return Papa.unparse(data as unknown[][], { ...OPTIONS, delimiter });
}

/**
 * The one CSV writer of the portal's downloads: RFC 4180 with CRLF, formula-looking cells prefixed
 * with a quote so a spreadsheet shows them as text. `bom` makes spreadsheet apps read UTF-8.
 */
export function writeCsv(
  fields: readonly string[],
  data: readonly (readonly unknown[])[],
  { bom = false, delimiter = "," }: { bom?: boolean; delimiter?: CsvDialect["delimiter"] } = {},
): string {
  const text = Papa.unparse(
    { fields: fields as string[], data: data as unknown[][] },
    { ...OPTIONS, delimiter },
  );
  return bom ? `\uFEFF${text}` : text;
}
