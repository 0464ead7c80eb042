import { isLosslessNumber, parse } from "lossless-json";
import { describe, expect, it } from "vitest";
import { DECIMAL_KEYS, parseDecimalJson, stringifyDecimalJson } from "./decimal-json";

/** The reference reading: lossless-json, decimals under DECIMAL_KEYS as their exact text. */
const reference = (text: string) =>
  parse(text, (key, value) =>
    isLosslessNumber(value) ? (DECIMAL_KEYS.has(key) ? value.toString() : value.valueOf()) : value,
  );

const samples = [
  '{"usage":0.12345678,"unit":"byte","count":3}',
  '{"data":[{"id":"a","usage":123456789012345678.12345678,"costWithoutTaxes":-0.00000001,"taxPercentage":21}]}',
  '{ "value" : 1e-7 , "nested": {"currentValue":10.50, "list":[1.5, 2]}, "id": 7 }',
  '{\n  "value_with_taxes": 12.10,\n  "value_without_taxes": 10\n}',
  // The key's name inside string values is text, not a key.
  '{"note":"{\\"usage\\": 1.5}, \\"value\\":2","usage":"3.25"}',
  '{"x\\"usage":5,"usage":[1.1,2.2],"value":{"usage":9.99}}',
  '[{"percentage":0},{"percentage":100.0000},{"other":0.1}]',
  '{"credit_limit":null,"total_tax":true}',
];

describe("parseDecimalJson", () => {
  it.each(samples)("reads %s as lossless-json does", (text) => {
    expect(parseDecimalJson(text)).toEqual(reference(text));
  });

  it("keeps every digit of a decimal, which JSON.parse would round", () => {
    expect(parseDecimalJson('{"usage":0.30000000000000004444}')).toEqual({ usage: "0.30000000000000004444" });
  });

  it("refuses text that is not JSON", () => {
    expect(() => parseDecimalJson('{"usage":1.5')).toThrow();
  });

  it("reads back what stringifyDecimalJson writes", () => {
    const value = { data: [{ usage: "1.10000000", costWithoutTaxes: "0.5", id: "c-1" }] };
    expect(parseDecimalJson(stringifyDecimalJson(value))).toEqual(value);
  });
});
