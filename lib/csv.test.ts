import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { writeCsv } from "./csv";

const cellOf = (csv: string) => Papa.parse<string[]>(csv.trim()).data[1]?.[0];

describe("writeCsv", () => {
  it.each(['=HYPERLINK("http://evil.example","x")', "@SUM(A1:A2)", "+SUM(1,2)", "-2+3", "\t=1", "\r=1"])(
    "neutralises the formula %j",
    (cell) => {
      expect(cellOf(writeCsv(["a"], [[cell]]))).toBe(`'${cell}`);
    },
  );

  it.each(["-12.5", "+34 600 100 001", "SUB-1001", "plain text"])("keeps %j as it is", (cell) => {
    expect(cellOf(writeCsv(["a"], [[cell]]))).toBe(cell);
  });

  it("writes CRLF rows and a BOM on request", () => {
    expect(writeCsv(["a", "b"], [["1", "2"]], { bom: true })).toBe("\uFEFFa,b\r\n1,2");
  });
});
