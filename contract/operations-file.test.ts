import { describe, expect, it } from "vitest";
import { decodeCsv, headerIssues, readCsvTable, recordOf } from "./operations-file";

const HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";
const utf16le = (text: string, bom = true) => {
  const body = Buffer.from(text, "utf16le");
  return new Uint8Array(bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body);
};

describe("decodeCsv (issue 10, item 8)", () => {
  it("reads Windows-1252 text without replacement characters", () => {
    const bytes = new Uint8Array(Buffer.from("SUSPEND;SUB-1;;;;Suspensión\n", "latin1"));
    expect(decodeCsv(bytes)).toEqual({ text: "SUSPEND;SUB-1;;;;Suspensión\n", encoding: "windows-1252" });
  });

  it("reads UTF-8 with and without BOM, and UTF-16 with and without BOM", () => {
    expect(decodeCsv(new Uint8Array(Buffer.from("\uFEFFcafé", "utf8")))).toEqual({
      text: "café",
      encoding: "utf-8",
    });
    expect(decodeCsv(new Uint8Array(Buffer.from("café", "utf8"))).text).toBe("café");
    expect(decodeCsv(utf16le("operación\tSUB-1"))).toEqual({
      text: "operación\tSUB-1",
      encoding: "utf-16le",
    });
    expect(decodeCsv(utf16le("operation\tSUB-1", false)).encoding).toBe("utf-16le");
  });
});

describe("readCsvTable", () => {
  it("detects semicolons and tabs as well as commas", () => {
    for (const delimiter of [",", ";", "\t"]) {
      const table = readCsvTable(
        `${HEADER.replaceAll(",", delimiter)}\r\nRESUME${delimiter}SUB-1${delimiter.repeat(4)}\r\n`,
      );
      expect(table.delimiter).toBe(delimiter);
      expect(table.columns).toEqual(HEADER.split(","));
      expect(table.records).toEqual([{ row: 2, cells: ["RESUME", "SUB-1", "", "", "", ""] }]);
    }
  });

  it("numbers records as a spreadsheet does: blank lines count (item 10)", () => {
    const table = readCsvTable(`${HEADER}\n\n\nRESUME,SUB-1,,,,\n\n,,,,,\nSUSPEND,SUB-2,,,,x\n`);
    expect(table.records.map((r) => r.row)).toEqual([4, 7]);
  });
});

describe("the error column of a failed-rows file (item 9)", () => {
  it("is accepted in the header and dropped from the records", () => {
    const columns = [...HEADER.split(","), "error"];
    expect(headerIssues(columns)).toEqual([]);
    expect(recordOf(columns, ["RESUME", "SUB-1", "", "", "", "", "notSuspended: x"])).not.toHaveProperty(
      "error",
    );
  });

  it("still refuses other unknown columns, and says when the delimiter was not found", () => {
    expect(headerIssues(["operation", "subscription_id", "colour"])).toMatchObject([
      { code: "unknownColumn" },
    ]);
    const [issue] = headerIssues([HEADER.replaceAll(",", "|")]);
    expect(issue?.message).toMatch(/separate the columns/);
  });
});
