import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSearchParams, searchParam } from "./search-params";

const query = z.object({
  status: z.enum(["open", "closed"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});

describe("one reader for every URL", () => {
  it("takes a repeated key's first value, trimmed, from a page's record or a URLSearchParams", () => {
    expect(searchParam({ notice: ["created:1", "other"] }, "notice")).toBe("created:1");
    expect(searchParam(new URLSearchParams("notice=%20created%3A1%20&notice=x"), "notice")).toBe("created:1");
    expect(searchParam({}, "notice")).toBeUndefined();
  });

  it("parses through the schema, with its fallbacks for bad, repeated or missing values", () => {
    expect(parseSearchParams(query, { status: "closed", page: "3" })).toEqual({ status: "closed", page: 3 });
    expect(parseSearchParams(query, { status: ["open", "closed"], page: ["2", "9"] })).toEqual({
      status: "open",
      page: 2,
    });
    expect(parseSearchParams(query, new URLSearchParams("status=deleted&page=-4"))).toEqual({
      status: undefined,
      page: 1,
    });
    expect(parseSearchParams(query, {})).toEqual({ status: undefined, page: 1 });
  });
});
