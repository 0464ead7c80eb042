import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from "@/contract/operations";
import {
  failedRowsCsv,
  invalidRowsCsv,
  readOperationsCsv,
  readOperationsFile,
  shownCell,
  validRowsCsv,
} from "./csv";

const HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";

describe("operations preview (issue 10, items 8-10)", () => {
  it("reads a semicolon Windows-1252 file as Excel in Spain writes it", () => {
    const text = `${HEADER.replaceAll(",", ";")}\r\nSUSPEND;SUB-1001;;;;Suspensión por impago\r\n`;
    const preview = readOperationsFile(new Uint8Array(Buffer.from(text, "latin1")));
    expect(preview.fileIssues).toEqual([]);
    expect(preview.rows[0]?.cells.reason).toBe("Suspensión por impago");
    // What is sent is a plain comma-separated UTF-8 file.
    expect(validRowsCsv(preview)).toContain("SUSPEND,SUB-1001,,,,Suspensión por impago");
  });

  it("round-trips a downloaded failed-rows file", () => {
    const sent = readOperationsCsv(`${HEADER}\r\nRESUME,SUB-9999,,,,Unknown line\r\n`);
    const failed = failedRowsCsv(
      [
        {
          row: 2,
          operation: "RESUME",
          subscription_id: "SUB-9999",
          status: "FAILED",
          code: "subscriptionNotFound",
          message: "No such subscription in this organization.",
        },
      ],
      sent,
      (result) => result.message,
    );
    const corrected = failed.replace("SUB-9999", "SUB-1001");
    const again = readOperationsCsv(corrected);
    expect(again.fileIssues).toEqual([]);
    expect(again.invalidCount).toBe(0);
    expect(validRowsCsv(again).split("\r\n")).toEqual([HEADER, "RESUME,SUB-1001,,,,Unknown line"]);
  });

  it("never calls a row valid while the file itself cannot be sent", () => {
    const preview = readOperationsCsv("operation,subscription_id,colour\r\nRESUME,SUB-1001,red\r\n");
    expect(preview.fileIssues.length).toBeGreaterThan(0);
    expect(preview.rows[0]).toMatchObject({ isChecked: false, issues: [] });
  });

  it("reports the row a spreadsheet shows, blank lines included", () => {
    const preview = readOperationsCsv(
      `${HEADER}\r\n\r\n\r\nRESUME,SUB-1001,,,,\r\n\r\nEXPLODE,SUB-1001,,,,\r\n`,
    );
    expect(preview.rows.map((r) => r.row)).toEqual([4, 6]);
    expect(preview.rows[1]?.issues[0]?.row).toBe(6);
  });
});

describe("invalidRowsCsv", () => {
  it("neutralises formula cells echoed from the uploaded file", () => {
    const preview = readOperationsCsv(
      [
        "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason",
        '=HYPERLINK("http://evil.example"),SUB-1001,,,,@SUM(A1)',
      ].join("\n"),
    );
    const [, row] = Papa.parse<string[]>(invalidRowsCsv(preview, (issue) => issue.message).trim()).data;
    expect(row?.[0]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(row?.[5]).toBe("'@SUM(A1)");
  });
});

describe("operations preview: each row checked before anything is sent", () => {
  it("marks rows the operator would refuse, naming the column, and keeps the good ones", () => {
    const preview = readOperationsCsv(
      [
        HEADER,
        "SUSPEND,SUB-1001,,,,Unpaid",
        "EXPLODE,SUB-1001,,,,",
        "CHANGE_PLAN,SUB-1001,,,,",
        "SET_CREDIT_LIMIT,SUB-1001,,,abc,",
        "RESUME,,,,,",
      ].join("\r\n"),
    );
    expect(preview.fileIssues).toEqual([]);
    expect(preview.invalidCount).toBe(4);
    expect(preview.rows.map((r) => [r.row, r.issues.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
    ]);
    expect(preview.rows[1]?.issues[0]).toMatchObject({ row: 3, column: "operation" });
    expect(preview.rows[4]?.issues[0]).toMatchObject({ row: 6, column: "subscription_id" });
    expect(validRowsCsv(preview).split("\r\n")).toEqual([HEADER, "SUSPEND,SUB-1001,,,,Unpaid"]);
  });
});

describe("the preview refuses a whole file as the operator does (same code, same words)", () => {
  const operatorAnswer = async (text: string) => {
    const { parseOperationsCsv } = await import("../../sandbox/support/operations/csv");
    return parseOperationsCsv(text);
  };
  it.each([
    [
      "one row over the limit",
      `${HEADER}\r\n${"SUSPEND,SUB-1001,,,,x\r\n".repeat(MAX_CSV_ROWS + 1)}`,
      "tooManyRows",
    ],
    ["a header and no operations", `${HEADER}\r\n`, "emptyFile"],
    ["nothing but blank lines", "  \r\n\r\n", "emptyFile"],
  ])(
    "%s",
    async (_, text, code) => {
      const operator = await operatorAnswer(text);
      expect(operator).toMatchObject({ ok: false, code });
      const preview = readOperationsCsv(text);
      expect(preview.fileIssues).toContainEqual(
        expect.objectContaining({ row: 1, column: null, code, message: operator.ok ? "" : operator.message }),
      );
    },
    30_000,
  ); // reading 50,001 rows twice takes seconds on a loaded CI machine

  it("takes a file of exactly the row limit and exactly the size limit", async () => {
    const text = `${HEADER}\r\n${"SUSPEND,SUB-1001,,,,x\r\n".repeat(MAX_CSV_ROWS)}`;
    expect(await operatorAnswer(text)).toMatchObject({ ok: true });
    const codes = readOperationsCsv(text, MAX_CSV_BYTES).fileIssues.map((issue) => issue.code);
    expect(codes).not.toContain("tooManyRows");
    expect(codes).not.toContain("fileTooLarge");
  }, 30_000);

  it("says how big a file over 5 MB is, as fileTooLarge", () => {
    const preview = readOperationsCsv(`${HEADER}\r\nSUSPEND,SUB-1001,,,,x\r\n`, MAX_CSV_BYTES + 1);
    expect(preview.fileIssues).toContainEqual(
      expect.objectContaining({ code: "fileTooLarge", message: "The file is 5.0 MB; the limit is 5 MB." }),
    );
  });
});

describe("item 15: bulk operations read '75,50' in a Spanish Excel file", () => {
  const spanishExcel = (limit: string) =>
    new Uint8Array(
      Buffer.from(
        `${HEADER.replaceAll(",", ";")}\r\nSET_CREDIT_LIMIT;SUB-1003;;;${limit};Revisión de crédito\r\n`,
        "latin1",
      ),
    );

  it("reads a decimal comma in a `;` Windows-1252 file, echoes it in the page's language and sends a point", () => {
    const preview = readOperationsFile(spanishExcel("75,50"));
    expect(preview.invalidCount).toBe(0);
    expect(preview.rows[0]?.issues).toEqual([]);
    expect(preview.rows[0]?.cells.credit_limit).toBe("75.50");
    expect(shownCell("credit_limit", "75.50", "es")).toBe("75,50");
    expect(shownCell("credit_limit", "75.50", "en")).toBe("75.50");
    expect(validRowsCsv(preview)).toContain("SET_CREDIT_LIMIT,SUB-1003,,,75.50,Revisión de crédito");
  });

  it("reads thousands dots as Spanish Excel writes them, and a point that cannot be one as written", () => {
    const limitOf = (text: string) => readOperationsFile(spanishExcel(text)).rows[0]?.cells.credit_limit;
    expect(limitOf("1.234,5")).toBe("1234.5");
    expect(limitOf("1.500")).toBe("1500");
    expect(limitOf("75.50")).toBe("75.50");
    expect(limitOf("0.500")).toBe("0.500");
    expect(shownCell("credit_limit", "1500", "es")).toBe("1500");
  });

  it("still refuses a decimal comma where the comma is the delimiter, and a limit that is no number", () => {
    const commaFile = readOperationsCsv(`${HEADER}\r\nSET_CREDIT_LIMIT,SUB-1003,,,"75,50",\r\n`);
    expect(commaFile.rows[0]?.issues).toMatchObject([{ column: "credit_limit", code: "invalidParameter" }]);
    const words = readOperationsFile(spanishExcel("75,50 EUR"));
    expect(words.rows[0]?.issues).toMatchObject([{ column: "credit_limit", code: "invalidParameter" }]);
    expect(words.rows[0]?.cells.credit_limit).toBe("75,50 EUR");
  });
});
