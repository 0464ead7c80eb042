import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NetworkError } from "./errors";
import { parseNetworkScopes } from "./scopes";
import { freeText, parseBody } from "./validation";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof NetworkError)
      return { status: error.status, code: error.code, details: error.details };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("parseBody", () => {
  const schema = z.strictObject({ maxAge: z.int("must be an integer").min(1).max(2400).default(240) });

  it("applies defaults", () => {
    expect(parseBody(schema, {})).toEqual({ maxAge: 240 });
  });

  it("answers OUT_OF_RANGE for a number outside its bounds, INVALID_ARGUMENT for anything else", () => {
    expect(refusal(() => parseBody(schema, { maxAge: 2401 }))).toMatchObject({
      status: 400,
      code: "OUT_OF_RANGE",
    });
    expect(refusal(() => parseBody(schema, { maxAge: 0 }))).toMatchObject({
      status: 400,
      code: "OUT_OF_RANGE",
    });
    expect(refusal(() => parseBody(schema, { maxAge: 2.5 }))).toEqual({
      status: 400,
      code: "INVALID_ARGUMENT",
      details: "maxAge: must be an integer",
    });
    expect(refusal(() => parseBody(schema, { other: 1 }))).toEqual({
      status: 400,
      code: "INVALID_ARGUMENT",
      details: "body: unknown member other",
    });
    expect(refusal(() => parseBody(schema, null))).toMatchObject({ code: "INVALID_ARGUMENT" });
    expect(refusal(() => parseBody(schema, [1]))).toMatchObject({ code: "INVALID_ARGUMENT" });
  });

  it("a string too long is INVALID_ARGUMENT, not OUT_OF_RANGE", () => {
    expect(
      refusal(() => parseBody(z.strictObject({ name: freeText }), { name: "x".repeat(300) })),
    ).toMatchObject({
      code: "INVALID_ARGUMENT",
    });
  });
});

describe("freeText", () => {
  it("accepts names with accents, apostrophe-free punctuation and digits", () => {
    for (const ok of ["María José", "Calle Mayor 1, 2ºB", "O Brien-Smith", "St. John", "a-b", "1/2"])
      expect(freeText.safeParse(ok).success).toBe(true);
  });
});

describe("parseNetworkScopes", () => {
  it("grants every network scope when none is asked for, deduplicates, refuses foreign scopes", () => {
    expect(parseNetworkScopes(null)).toHaveLength(11);
    expect(parseNetworkScopes("  ")).toHaveLength(11);
    expect(parseNetworkScopes("device-swap:check  device-swap:check")).toEqual(["device-swap:check"]);
    expect(parseNetworkScopes("device-swap:check openid")).toBeUndefined();
  });
});
