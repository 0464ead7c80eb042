import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { invalidRowsCsv, readOperationsCsv } from "./operations-csv";

describe("invalidRowsCsv", () => {
  it("neutralises formula cells echoed from the uploaded file", () => {
    const preview = readOperationsCsv(
      [
        "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason",
        '=HYPERLINK("http://evil.example"),SUB-1001,,,,@SUM(A1)',
      ].join("\n"),
    );
    const [, row] = Papa.parse<string[]>(invalidRowsCsv(preview).trim()).data;
    expect(row?.[0]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(row?.[5]).toBe("'@SUM(A1)");
  });
});
