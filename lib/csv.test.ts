import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvDecimal, csvDialectOf, writeCsv } from "./csv";

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

describe("csvDialectOf", () => {
  it("item 16: a comma-decimal locale gets `;` and decimal commas, others `,` and points", () => {
    expect(csvDialectOf("es-ES")).toEqual({ delimiter: ";", decimal: "," });
    expect(csvDialectOf("en-GB")).toEqual({ delimiter: ",", decimal: "." });
    const text = writeCsv(["a", "b"], [[csvDecimal("-0.5", csvDialectOf("es-ES")), "x;y"]], {
      delimiter: ";",
    });
    expect(text).toBe('a;b\r\n-0,5;"x;y"');
  });
});
