import { describe, expect, it } from "vitest";
import { problemWords } from "./problem-words";

const t = (key: string, values?: { message: string }) => `[${key}${values ? `:${values.message}` : ""}]`;

describe("a failure's words", () => {
  it("come from the catalogue by kind, the operator's message passed along", () => {
    const problem = { status: 404, code: "x", kind: "notFound" as const, title: "Not found", message: "m" };
    expect(problemWords(t, problem)).toEqual({ title: "[notFound.title]", message: "[notFound.message:m]" });
  });

  it("are the problem's own without a kind", () => {
    expect(problemWords(t, { status: 400, code: "x", title: "T", message: "M" })).toEqual({
      title: "T",
      message: "M",
    });
  });
});
