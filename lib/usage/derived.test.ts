import { describe, expect, it, vi } from "vitest";
import { derivedFrom } from "./derived";
import { selectRecords } from "./records";
import type { UsageRecord } from "./types";

describe("derivedFrom", () => {
  it("works a view out once per answer and keeps the most recently used few", () => {
    const answer = {};
    const compute = vi.fn((view: string) => `${view}!`);
    const view = (name: string) => derivedFrom(answer, name, () => compute(name), 2);
    expect([view("a"), view("a"), view("b"), view("a")]).toEqual(["a!", "a!", "b!", "a!"]);
    expect(compute).toHaveBeenCalledTimes(2);
    view("c"); // "b" is the least recently used of three: it goes
    view("a");
    view("b");
    expect(compute.mock.calls.map(([name]) => name)).toEqual(["a", "b", "c", "b"]);
  });

  it("never gives one answer's view for another answer", () => {
    expect(derivedFrom({}, "v", () => 1)).toBe(1);
    expect(derivedFrom({}, "v", () => 2)).toBe(2);
  });
});

describe("selectRecords on the same month again", () => {
  const rec = (id: string, day: number, cost: string, dest: string): UsageRecord => ({
    id,
    originNumber: "+34600100001",
    destinationNumber: dest,
    initialDate: `2025-03-0${day}T10:00:00Z`,
    usage: "60",
    unit: "second",
    costWithoutTaxes: cost,
    taxPercentage: "21",
  });
  const month = {
    data: [],
    sms: [rec("s1", 4, "0.05", "+34600111222")],
    voice: [rec("v1", 1, "0.30", "+34911222333"), rec("v2", 2, "0.10", "+34600999888")],
  };
  const ids = (query: Parameters<typeof selectRecords>[1]) => selectRecords(month, query).map((r) => r.id);

  it("answers each query of an interleaved series as if it were the first", () => {
    const queries = [
      { sort: "date", direction: "desc" },
      { sort: "cost", direction: "asc" },
      { sort: "date", direction: "desc", type: "voice" },
      { sort: "date", direction: "asc", search: "222" },
      { sort: "cost", direction: "desc", search: "222" },
    ] as const;
    const expected = [
      ["s1", "v2", "v1"],
      ["s1", "v2", "v1"],
      ["v2", "v1"],
      ["v1", "s1"],
      ["v1", "s1"],
    ];
    for (let round = 0; round < 3; round++) expect(queries.map(ids)).toEqual(expected);
  });

  it("hands each caller a list of its own", () => {
    const first = selectRecords(month, { sort: "date", direction: "desc" });
    first.reverse();
    expect(ids({ sort: "date", direction: "desc" })).toEqual(["s1", "v2", "v1"]);
  });
});
