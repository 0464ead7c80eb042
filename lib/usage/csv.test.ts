import { createTranslator } from "next-intl";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import es from "@/messages/es.json";
import { recordsCsv, recordsCsvStream } from "./csv";
import type { RecordWords } from "./record-words";
import { selectRecords } from "./records";

/** The rows of a CSV as written, without its byte-order mark. */
const parseCsv = (csv: string) => Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;

const rowsOf = () =>
  selectRecords(
    {
      data: [],
      sms: [],
      voice: [
        {
          id: "CDR-1",
          originNumber: "+34600100001",
          destinationNumber: "+34911222333",
          initialDate: "2025-03-14T10:05:00.000Z",
          usage: "185",
          unit: "second",
          costWithoutTaxes: "0.0123",
          taxPercentage: "21",
          ratingCaseCategory: "VOICE_INTERNATIONAL",
          debitCase: "RATING_PLAN",
          debitCatalogId: "PLAN",
          debitCustomerId: "",
        },
        {
          id: "CDR-2",
          originNumber: "+34600100001",
          destinationNumber: '=HYPERLINK("x")',
          initialDate: "2025-03-14T09:00:00.000Z",
          usage: "3",
          unit: "second",
          costWithoutTaxes: "0",
          taxPercentage: "21",
          ratingCaseCategory: "VOICE_NATIONAL",
          debitCase: "BONUS",
          debitCatalogId: "X",
          debitCustomerId: "Y",
        },
      ],
    },
    { sort: "date", direction: "desc" },
  );

/** The exact columns, for a spreadsheet to compute with: decimals as the language's spreadsheet reads them. */
const EXACT_CELLS = ["CDR-1", "2025-03-14T10:05:00.000Z", "185", "second", "0.0123", "0.014883", "EUR"];
const SPANISH_EXACT_CELLS = [
  "CDR-1",
  "2025-03-14T10:05:00.000Z",
  "185",
  "second",
  "0,0123",
  "0,014883",
  "EUR",
];

const spanish: RecordWords = {
  t: createTranslator({ locale: "es", messages: es, namespace: "Records" }) as RecordWords["t"],
  locale: "es-ES",
};
/** As Spanish Excel opens a CSV: split on `;`, no guessing. */
const openAsSpanishExcel = (csv: string) =>
  Papa.parse<string[]>(csv.slice(1), { delimiter: ";", skipEmptyLines: true }).data;

describe("recordsCsv", () => {
  it("writes the table's cells then the exact values", () => {
    const rows = rowsOf();
    const csv = recordsCsv(rows, [], "EUR");
    expect(csv.startsWith("\uFEFFDate,Type,Number,Usage,")).toBe(true);
    const parsed = parseCsv(csv);
    expect(parsed[1]).toEqual([
      "14 Mar 2025, 11:05",
      "Call",
      "+34911222333",
      "3\u00a0min\u00a05\u00a0s",
      "International call",
      "Rating plan",
      "€0.01",
      "21%",
      "€0.01",
      ...EXACT_CELLS,
    ]);
    expect(parsed[2]?.[2]).toBe('\'=HYPERLINK("x")');
  });

  it("writes headers and cells in Spanish for a Spanish page; the exact values with decimal commas", () => {
    const parsed = openAsSpanishExcel(recordsCsv(rowsOf(), [], "EUR", spanish));
    expect(parsed[0]?.slice(0, 4)).toEqual(["Fecha", "Tipo", "Número", "Uso"]);
    expect(parsed[0]?.at(-1)).toBe("Moneda");
    expect(parsed[1]?.slice(1, 9)).toEqual([
      "Llamada",
      "+34911222333",
      "3\u00a0min\u00a05\u00a0s",
      "Llamada internacional",
      "Tarifa",
      // Intl writes a no-break space between a figure and its sign.
      "0,01\u00a0€",
      "21\u00a0%",
      "0,01\u00a0€",
    ]);
    expect(parsed[1]?.slice(9)).toEqual(SPANISH_EXACT_CELLS);
  });

  it("item 16: the Spanish usage CSV opens in columns in Spanish Excel: `;` and decimal commas", () => {
    const csv = recordsCsv(rowsOf(), [], "EUR", spanish);
    expect(csv.split("\r\n")[0]).toContain("Fecha;Tipo;Número;Uso;");
    const rows = openAsSpanishExcel(csv);
    expect(rows.map((r) => r.length)).toEqual([16, 16, 16]);
    const header = rows[0] ?? [];
    const cell = (name: string) => rows[1]?.[header.indexOf(name)];
    expect(cell("Coste sin impuestos")).toBe("0,01\u00a0€");
    expect(cell(es.Records.extra.usageExact)).toBe("185");
    expect(cell(es.Records.extra.costExclExact)).toBe("0,0123");
    expect(cell(es.Records.extra.costInclExact)).toBe("0,014883");
    expect(cell(es.Records.extra.dateUtc)).toBe("2025-03-14T10:05:00.000Z");
    // The English export stays comma-separated with decimal points.
    expect(recordsCsv(rowsOf(), [], "EUR").split("\r\n")[1]).toContain(",0.0123,0.014883,EUR");
  });
});

describe("recordsCsvStream", () => {
  it("streams the same file in chunks, rows split across several", async () => {
    const voice = Array.from({ length: 4_500 }, (_, i) => ({
      id: `CDR-${String(i).padStart(5, "0")}`,
      originNumber: "+34600100001",
      destinationNumber: "+34911222333",
      initialDate: new Date(Date.UTC(2025, 2, 1) + i * 60_000).toISOString(),
      usage: "60",
      unit: "second",
      costWithoutTaxes: "0.01",
      taxPercentage: "21",
      ratingCaseCategory: "VOICE_NATIONAL",
      debitCase: "RATING_PLAN",
      debitCatalogId: "PLAN",
      debitCustomerId: "",
    }));
    const rows = selectRecords({ data: [], sms: [], voice }, { sort: "date", direction: "asc" });
    const reader = recordsCsvStream([rows], { bonuses: [], currency: "EUR" }).getReader();
    const chunks: string[] = [];
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    for (let read = await reader.read(); !read.done; read = await reader.read())
      chunks.push(decoder.decode(read.value, { stream: true }));
    expect(chunks.length).toBeGreaterThan(2);
    const text = chunks.join("");
    expect(text).toBe(recordsCsv(rows, [], "EUR"));
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(4_501);
    expect(parsed.data[4_500]?.[parsed.data[0]?.indexOf("Record id") ?? -1]).toBe("CDR-04499");
  });

  it("ends in an error, not a file that looks whole, when a batch of rows fails to arrive", async () => {
    const rows = rowsOf();
    async function* batches() {
      yield rows;
      throw new Error("the operator stopped answering");
    }
    const reader = recordsCsvStream(batches(), { bonuses: [], currency: "EUR" }).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = "";
    await expect(
      (async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read())
          text += decoder.decode(read.value, { stream: true });
      })(),
    ).rejects.toThrow(/stopped answering/);
    expect(text).toContain("CDR-2");
  });
});
