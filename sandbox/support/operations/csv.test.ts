import { describe, expect, it } from "vitest";
import { parseOperationsCsv } from "./csv";
import { applyRow, type SubscriptionState } from "./rules";

describe("parseOperationsCsv", () => {
  it("reads rows by header name, numbered as a spreadsheet shows them (blank lines count, issue 10 item 10)", () => {
    const result = parseOperationsCsv(
      "reason,operation,subscription_id\n\nfraud,suspend,SUB-1\n,RESUME,SUB-1\n",
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 3, data: { operation: "SUSPEND", subscription_id: "SUB-1", reason: "fraud" } },
        { row: 4, data: { operation: "RESUME", subscription_id: "SUB-1" } },
      ],
    });
  });

  it("item 15: takes a Spanish Excel file as is: `;` delimiter and a decimal comma", () => {
    const result = parseOperationsCsv(
      "operation;subscription_id;credit_limit\r\nSET_CREDIT_LIMIT;SUB-1003;75,50\r\nSET_CREDIT_LIMIT;SUB-1004;1.234,5\r\n",
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          data: { operation: "SET_CREDIT_LIMIT", subscription_id: "SUB-1003", credit_limit: "75.50" },
        },
        {
          row: 3,
          data: { operation: "SET_CREDIT_LIMIT", subscription_id: "SUB-1004", credit_limit: "1234.5" },
        },
      ],
    });
    expect(
      parseOperationsCsv('operation,subscription_id,credit_limit\r\nSET_CREDIT_LIMIT,SUB-1003,"75,50"\r\n'),
    ).toMatchObject({
      ok: false,
      issues: [{ row: 2, column: "credit_limit", code: "invalidParameter" }],
    });
  });

  it("reports structural problems as malformedCsv and row problems as invalidOperations", () => {
    expect(parseOperationsCsv("operation\nSUSPEND\n")).toMatchObject({ ok: false, code: "malformedCsv" });
    expect(parseOperationsCsv("operation,subscription_id\nSUSPEND,SUB-1\n")).toMatchObject({
      ok: false,
      code: "invalidOperations",
      issues: [{ row: 2, column: "reason", code: "missingParameter" }],
    });
    expect(parseOperationsCsv("  \n")).toMatchObject({ ok: false, code: "emptyFile" });
  });
});

const state = (patch: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: "active",
  statusReason: null,
  plan: "Mobile 20",
  billingType: 2,
  creditLimit: null,
  bonuses: new Set(),
  addedBonuses: new Set(),
  balanceWithTaxes: null,
  purchases: [],
  changed: false,
  ...patch,
});

describe("applyRow", () => {
  it("fails unknown subscriptions and repeated suspensions", () => {
    expect(applyRow(undefined, { operation: "RESUME", subscription_id: "X" }).code).toBe(
      "subscriptionNotFound",
    );
    const s = state();
    expect(applyRow(s, { operation: "SUSPEND", subscription_id: "X", reason: "r" }).status).toBe("SUCCEEDED");
    expect(applyRow(s, { operation: "SUSPEND", subscription_id: "X", reason: "r" }).code).toBe(
      "alreadySuspended",
    );
    expect(applyRow(s, { operation: "CHANGE_PLAN", subscription_id: "X", plan: "Big" }).code).toBe(
      "subscriptionSuspended",
    );
  });

  it("compares credit limits as decimals and refuses them on prepaid lines", () => {
    const s = state({ creditLimit: "100.5" });
    const row = {
      operation: "SET_CREDIT_LIMIT" as const,
      subscription_id: "X",
      credit_limit: "100.50000000",
    };
    expect(applyRow(s, row).code).toBe("creditLimitUnchanged");
    expect(applyRow(s, { ...row, credit_limit: "0.1" })).toMatchObject({ status: "SUCCEEDED" });
    expect(s.creditLimit).toBe("0.1");
    expect(applyRow(state({ billingType: 1 }), row).code).toBe("creditLimitNotApplicable");
  });
});
