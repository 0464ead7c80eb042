import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { recordsCsv } from "./csv";
import { selectRecords } from "./records";

describe("recordsCsv", () => {
  it("writes the table's cells then the exact values", () => {
    const rows = selectRecords(
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
    const csv = recordsCsv(rows, [], "EUR");
    expect(csv.startsWith("\uFEFFDate,Type,Number,Usage,")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual([
      "14 Mar 2025, 11:05",
      "Calls",
      "+34911222333",
      "3 min 5 s",
      "International call",
      "Rating plan",
      "€0.0123",
      "21%",
      "€0.0149",
      "CDR-1",
      "2025-03-14T10:05:00.000Z",
      "185",
      "second",
      "0.0123",
      "0.014883",
      "EUR",
    ]);
    expect(parsed[2]?.[2]).toBe('\'=HYPERLINK("x")');
  });
});
