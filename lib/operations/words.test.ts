import { createTranslator } from "next-intl";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { OperationResult } from "@/contract/operations";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { failedRowsCsv, invalidRowsCsv, readOperationsCsv } from "./csv";
import { wordIssue, wordResult } from "./words";

const HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";
const words = {
  en: createTranslator({ locale: "en", messages: en, namespace: "Operations" }),
  es: createTranslator({ locale: "es", messages: es, namespace: "Operations" }),
};
const issuesOf = (text: string, language: keyof typeof words) => {
  const preview = readOperationsCsv(text);
  return [...preview.fileIssues, ...preview.rows.flatMap((r) => r.issues)].map((issue) =>
    wordIssue(words[language], issue),
  );
};

describe("operations file issues in the reader's language", () => {
  it("words every row refusal from its code and column, in English as the operator does", () => {
    const rows = [
      HEADER,
      "EXPLODE,SUB-1001,,,,",
      ",SUB-1001,,,,",
      "CHANGE_PLAN,SUB-1001,,,,",
      "RESUME,SUB-1001,Gold,,,",
      "SET_CREDIT_LIMIT,SUB-1001,,,12,5,",
      "SET_CREDIT_LIMIT,SUB-1001,,,abc,",
    ].join("\r\n");
    const preview = readOperationsCsv(rows);
    // The English words are the operator's own sentences, where the sandbox has them.
    for (const issue of preview.rows.flatMap((r) => r.issues).filter((i) => i.code !== "malformedCsv"))
      expect(wordIssue(words.en, issue)).toBe(issue.message);
    expect(issuesOf(rows, "es")).toEqual([
      "operation debe ser una de: SUSPEND, RESUME, CHANGE_PLAN, ADD_BONUS, SET_CREDIT_LIMIT.",
      "operation es obligatoria.",
      "plan es obligatorio para esta operación.",
      "plan no es un parámetro de esta operación; déjalo vacío.",
      "Se esperaban 6 campos y hay 7.",
      "credit_limit debe ser un decimal de 0 a 999999,99999999 (hasta 8 decimales), con coma decimal si el archivo va separado por punto y coma, y con punto si va separado por comas.",
    ]);
  });

  it("words header and file refusals with the figures the preview measured", () => {
    expect(issuesOf("operation,subscription_id,colour,colour\r\nRESUME,SUB-1001,,\r\n", "es")).toEqual([
      "Columna desconocida «colour»; las columnas son: operation, subscription_id, plan, bonus_catalog_id, credit_limit, reason.",
      "Columna desconocida «colour»; las columnas son: operation, subscription_id, plan, bonus_catalog_id, credit_limit, reason.",
    ]);
    expect(issuesOf("plan\r\nGold\r\n", "es")).toEqual([
      "La columna «operation» es obligatoria.",
      "La columna «subscription_id» es obligatoria.",
    ]);
    expect(issuesOf(`${HEADER}\r\n`, "es")).toEqual(["El archivo tiene cabecera pero ninguna operación."]);
    expect(issuesOf(`${HEADER.replaceAll(",", "|")}\r\nRESUME|SUB-1001\r\n`, "en")[0]).toMatch(
      /looks like one cell: separate the columns with commas, semicolons or tabs\.$/,
    );
    const big = readOperationsCsv(`${HEADER}\r\nRESUME,SUB-1001,,,,\r\n`, 6 * 1024 * 1024);
    expect(big.fileIssues.map((issue) => wordIssue(words.es, issue))).toEqual([
      "El archivo ocupa 6 MB; el límite es 5 MB.",
    ]);
  });

  it("keeps the operator's sentence for a file refusal it measured nothing of", () => {
    const fromOperator = { row: 1, column: null, code: "emptyFile" as const, message: "operator words" };
    expect(wordIssue(words.es, fromOperator)).toBe("operator words");
    expect(wordIssue(words.es, { ...fromOperator, code: "tooManyRows" })).toBe("operator words");
  });

  it("words a quote that does not pair up, not Papa Parse's English", () => {
    expect(issuesOf(`${HEADER}\r\nRESUME,"SUB-1001,,,,\r\n`, "es")).toContain(
      "Las comillas de esta fila no cuadran: una celda entre comillas no se cierra, o hay comillas dentro de una celda sin ellas.",
    );
  });

  it("writes the downloaded invalid rows' error column in the reader's language", () => {
    const preview = readOperationsCsv(`${HEADER}\r\nCHANGE_PLAN,SUB-1001,,,,\r\n`);
    const [, row] = Papa.parse<string[]>(
      invalidRowsCsv(preview, (issue) => wordIssue(words.es, issue)).trim(),
    ).data;
    expect(row?.at(-1)).toBe("plan es obligatorio para esta operación.");
  });
});

describe("operation outcomes in the reader's language", () => {
  const result = (
    status: OperationResult["status"],
    code: OperationResult["code"],
    operation = "ADD_BONUS",
  ) =>
    ({
      row: 2,
      operation,
      subscription_id: "SUB-1001",
      status,
      code,
      message: "operator words",
    }) as OperationResult;

  it("words failures by code with the row's cells, and successes by operation", () => {
    const cells = { bonus_catalog_id: "ROAMING_EU" };
    expect(wordResult(words.es, result("FAILED", "bonusAlreadyActive"), cells)).toBe(
      "El bono ROAMING_EU ya está activo.",
    );
    expect(wordResult(words.en, result("FAILED", "subscriptionSuspended"), cells)).toBe(
      "A suspended subscription cannot receive a bonus.",
    );
    expect(wordResult(words.es, result("SUCCEEDED", null, "CHANGE_PLAN"), { plan: "Unlimited 80" })).toBe(
      "Tarifa cambiada a Unlimited 80.",
    );
  });

  it("item 15: says a credit limit with the reader's decimal separator", () => {
    const limit = { credit_limit: "75.50" };
    const unchanged = result("FAILED", "creditLimitUnchanged", "SET_CREDIT_LIMIT");
    expect(wordResult(words.es, unchanged, limit, "es-ES")).toBe("El límite de crédito ya es 75,50.");
    expect(wordResult(words.en, unchanged, limit, "en-GB")).toBe("The credit limit is already 75.50.");
  });

  it("writes the failed rows file with the reader's words after the code", () => {
    const sent = readOperationsCsv(`${HEADER}\r\nRESUME,SUB-9999,,,,\r\n`);
    const csv = failedRowsCsv([result("FAILED", "subscriptionNotFound", "RESUME")], sent, (r, cells) =>
      wordResult(words.es, r, cells),
    );
    expect(csv).toContain("subscriptionNotFound: No existe esa suscripción en esta organización.");
  });
});
