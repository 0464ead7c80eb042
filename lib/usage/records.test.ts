import { describe, expect, it } from "vitest";
import { describeDebit } from "./debit";
import { paginate, selectRecords } from "./records";
import type { UsageRecord } from "./types";

const rec = (id: string, at: string, usage: string, cost: string, dest = ""): UsageRecord => ({
  id,
  originNumber: "+34600100001",
  destinationNumber: dest,
  initialDate: at,
  usage,
  unit: "second",
  costWithoutTaxes: cost,
  taxPercentage: "21",
});

describe("records", () => {
  const records = {
    data: [],
    sms: [],
    voice: [
      rec("v1", "2025-03-01T10:00:00Z", "60", "0.10", "+34 911 222 333"),
      rec("v2", "2025-03-02T10:00:00Z", "30", "0.30", "+34600999888"),
      rec("v3", "2025-03-03T10:00:00Z", "90", "0.20", "+34600999777"),
    ],
  };

  it("sorts by date, usage or cost in both directions", () => {
    expect(selectRecords(records, { sort: "date", direction: "desc" }).map((r) => r.id)).toEqual([
      "v3",
      "v2",
      "v1",
    ]);
    expect(selectRecords(records, { sort: "usage", direction: "asc" }).map((r) => r.id)).toEqual([
      "v2",
      "v1",
      "v3",
    ]);
    expect(selectRecords(records, { sort: "cost", direction: "desc" }).map((r) => r.id)).toEqual([
      "v2",
      "v3",
      "v1",
    ]);
  });

  it("orders amounts that doubles cannot tell apart exactly, and equal ones by id", () => {
    const close = {
      data: [],
      sms: [],
      voice: [
        rec("c", "2025-03-01T10:00:00Z", "90071992547409.93", "90071992547409.93"),
        rec("a", "2025-03-01T10:00:00Z", "90071992547409.92", "90071992547409.92"),
        rec("b", "2025-03-01T10:00:00Z", "90071992547409.92", "90071992547409.92"),
        rec("d", "2025-03-01T10:00:00Z", "90071992547409.920", "90071992547409.91"),
      ],
    };
    for (const sort of ["usage", "cost"] as const)
      expect(selectRecords(close, { sort, direction: "asc" }).map((r) => r.id)).toEqual(
        sort === "usage" ? ["a", "b", "d", "c"] : ["d", "a", "b", "c"],
      );
  });

  it("adds the cost with taxes", () => {
    expect(selectRecords(records, { sort: "date", direction: "asc" })[0]?.costWithTaxes).toBe("0.121");
  });

  it("searches numbers ignoring spaces and +", () => {
    expect(
      selectRecords(records, { sort: "date", direction: "asc", search: "911 222" }).map((r) => r.id),
    ).toEqual(["v1"]);
    expect(selectRecords(records, { sort: "date", direction: "asc", search: "600999" })).toHaveLength(2);
  });

  it("paginates and clamps the page", () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(paginate(rows, 2, 25)).toEqual({ items: [25, 26, 27, 28, 29], page: 2, pageCount: 2, total: 30 });
    expect(paginate(rows, 9, 25).page).toBe(2);
    expect(paginate([], 1, 25)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("names what paid for a record", () => {
    const bonuses = [
      {
        initialValue: String(10 * 1024 ** 3),
        unit: "byte",
        catalogBonusId: "DATA_10GB",
        customerBonusId: "CB-1",
      },
    ];
    expect(
      describeDebit(
        { debitCase: "BONUS", debitCatalogId: "DATA_10GB", debitCustomerId: "CB-1" },
        "data",
        bonuses,
      ),
    ).toBe("Data bonus 10\u00a0GB");
    expect(
      describeDebit({ debitCase: "RATING_PLAN", debitCatalogId: "PLAN", debitCustomerId: "" }, "voice"),
    ).toBe("Rating plan");
    expect(
      describeDebit({ debitCase: "MONETARY_BALANCE", debitCatalogId: "", debitCustomerId: "" }, "sms"),
    ).toBe("Main balance");
    expect(
      describeDebit({ debitCase: "SOMETHING_ELSE", debitCatalogId: "", debitCustomerId: "" }, "sms"),
    ).toBe("Something else");
  });
});
