import { describe, expect, it } from "vitest";
import { nulField } from "./nul-field";

describe("nulField", () => {
  it("names the field holding a NUL, however deep", () => {
    expect(nulField({ comment: "ok", lines: [{ note: "fine" }, { note: "bad\0" }] })).toBe("lines.1.note");
    expect(nulField({ "we\0ird": "x" })).toBe("we\0ird");
    expect(nulField("bad\0")).toBe("form");
  });

  it("finds nothing in clean input, whatever its shape", () => {
    expect(nulField({ a: "text\\u0000", b: 1, c: null, d: [true, "x"], e: undefined })).toBeUndefined();
    expect(nulField(undefined)).toBeUndefined();
  });
});
