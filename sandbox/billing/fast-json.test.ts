import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringifyDecimalJson } from "@/contract/decimal-json";
import { fastDecimalJson } from "./fast-json";

describe("fastDecimalJson", () => {
  it("writes decimal fields as exact numbers and leaves look-alikes in strings alone", () => {
    const body = {
      usage: "123456789012345678901234.12345678",
      description: 'a "usage":"12" inside text',
      nested: [{ value: "-0.00000001", id: "7" }],
      value_with_taxes: "not a number",
    };
    expect(fastDecimalJson(body)).toBe(stringifyDecimalJson(body));
    expect(JSON.parse(fastDecimalJson(body)).description).toBe(body.description);
  });

  it("agrees with stringifyDecimalJson on arbitrary records", () => {
    const decimal = fc
      .tuple(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.option(fc.integer({ min: 0, max: 99_999_999 })),
      )
      .map(([neg, int, frac]) => `${neg ? "-" : ""}${int}${frac === null ? "" : `.${frac}`}`);
    fc.assert(
      fc.property(
        fc.record({ costWithoutTaxes: decimal, id: fc.string(), unit: fc.string(), n: fc.integer() }),
        (record) => {
          expect(fastDecimalJson([record])).toBe(stringifyDecimalJson([record]));
        },
      ),
    );
  });
});
