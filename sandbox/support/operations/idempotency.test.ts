import { describe, expect, it } from "vitest";
import { readIdempotencyKey } from "./idempotency";

describe("readIdempotencyKey", () => {
  it("item 4: takes a quoted key of up to 255 characters and refuses one of 256", () => {
    expect(readIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      "8e03978e-40d5-43e8-bc93-6894a57f9324",
    );
    expect(readIdempotencyKey(`"${"k".repeat(255)}"`)).toBe("k".repeat(255));
    expect(() => readIdempotencyKey(`"${"k".repeat(256)}"`)).toThrow(/Idempotency-Key/);
  });

  it("item 4: accepts the unquoted form, refuses empty keys, quotes inside and non-ASCII", () => {
    expect(readIdempotencyKey("abc-1")).toBe("abc-1");
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    for (const bad of ['""', '"a"b"', '"a\\b"', '"clé"', '"  "'])
      expect(() => readIdempotencyKey(bad)).toThrow(/Idempotency-Key/);
  });
});
