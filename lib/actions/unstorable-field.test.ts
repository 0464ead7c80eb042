import { describe, expect, it } from "vitest";
import { unstorableField } from "./unstorable-field";

describe("unstorableField", () => {
  it("names the field holding a NUL, however deep", () => {
    expect(unstorableField({ comment: "ok", lines: [{ note: "fine" }, { note: "bad\0" }] })).toEqual({
      field: "lines.1.note",
      problem: "nul",
    });
    expect(unstorableField({ "we\0ird": "x" })?.field).toBe("we\0ird");
    expect(unstorableField("bad\0")?.field).toBe("form");
  });

  it("item 26: names the field holding a lone UTF-16 surrogate, high or low, in a value or a key", () => {
    expect(unstorableField({ description: "Refund \ud83d" })).toEqual({
      field: "description",
      problem: "loneSurrogate",
    });
    expect(unstorableField({ lines: [{ note: "\udc00 after" }] })?.field).toBe("lines.0.note");
    expect(unstorableField({ "k\ud800": "x" })?.field).toBe("k\ud800");
  });

  it("finds nothing in clean input, whatever its shape, emoji pairs included", () => {
    expect(
      unstorableField({
        a: "text\\u0000 \\ud800",
        b: 1,
        c: null,
        d: [true, "x 😀 \ud83d\ude00"],
        e: undefined,
      }),
    ).toBeUndefined();
    expect(unstorableField(undefined)).toBeUndefined();
  });
});
