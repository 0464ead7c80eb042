import { describe, expect, it } from "vitest";
import { account, sub } from "./billing-helpers";
import { api } from "./client";

/**
 * Field lists and JSON types transcribed by hand from the billing seed (000, section 2), not from
 * contract/: if the shared schemas misread the seed, the sandbox and the portal would agree with
 * each other and every other test would pass; this one would not. "number" is a JSON number on the
 * wire. Extensions the sandbox adds are listed with the section of docs/billing-api.md naming them.
 */
type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array";

// 2.2, top-level table.
const BALANCES: Record<string, JsonType> = {
  id: "string",
  msisdn: "string",
  tenant: "string",
  billingType: "integer",
  monetary: "array",
  bonuses: "object",
};
// 2.2, "Monetary balance item fields".
const MONETARY: Record<string, JsonType> = {
  id: "string",
  currentValue: "number",
  currentValueWithTaxes: "number",
  unit: "string",
  activationDatetime: "string",
  expirationDatetime: "string",
  counters: "array",
};
// 2.2, "Bonus item fields".
const BONUS: Record<string, JsonType> = {
  id: "string",
  initialValue: "number",
  currentValue: "number",
  unit: "string",
  activationDatetime: "string",
  expirationDatetime: "string",
  renovationsCount: "integer",
  catalogBonusId: "string",
  customerBonusId: "string",
  isShared: "boolean",
};
// 2.3.
const CDR: Record<string, JsonType> = {
  id: "string",
  originNumber: "string",
  destinationNumber: "string",
  initialDate: "string",
  usage: "number",
  unit: "string",
  costWithoutTaxes: "number",
  taxPercentage: "number",
  ratingCaseCategory: "string",
  debitCase: "string",
  debitCatalogId: "string",
  debitCustomerId: "string",
};
// 2.4.
const MOVEMENT: Record<string, JsonType> = {
  id: "string",
  type: "string",
  movement_datetime: "string",
  period_start_datetime: "string",
  period_end_datetime: "string",
  amount: "object",
  invoice_id: "string",
  invoice_number: "string",
  external_invoice_id: "string",
  invoice_cycle_date: "string",
  external_movement_unique_id: "string",
  billable: "boolean",
  transaction_type_id: "string",
  operation_type: "string",
  description: "string",
};
// docs/billing-api.md, "Extensions on the movement record".
const MOVEMENT_EXTENSIONS: Record<string, JsonType> = {
  refundable_with_taxes: "number",
  refunded_movement_id: "string",
};
// 2.4, "`amount` fields".
const AMOUNT: Record<string, JsonType> = {
  value_with_taxes: "number",
  value_without_taxes: "number",
  tax: "object",
};
const TAX: Record<string, JsonType> = { type: "string", percentage: "number" };

const typeOf = (value: unknown): JsonType | "null" =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "array"
      : Number.isInteger(value)
        ? "integer"
        : (typeof value as JsonType);

/** Every seed field present with its seed type; nothing else but the listed extensions. */
function expectFields(record: Record<string, unknown>, fields: Record<string, JsonType>, extensions = {}) {
  const allowed: Record<string, JsonType> = { ...fields, ...extensions };
  const types = Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const type = typeOf(value);
      // An integer is a number too; a "number" field may hold 20 or 20.5.
      return [key, type === "integer" && allowed[key] === "number" ? "number" : type];
    }),
  );
  const expected = Object.fromEntries(
    Object.keys(record).map((key) => [key, allowed[key] ?? "(not in the seed)"]),
  );
  expect(types).toEqual(expected);
  for (const field of Object.keys(fields)) expect(record).toHaveProperty(field);
}

async function json<T>(path: string, as: string): Promise<T> {
  const response = await api(path, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

type Balances = { monetary: Record<string, unknown>[]; bonuses: Record<string, Record<string, unknown>[]> };

describe("billing answers carry exactly the seed's fields (000 §2, transcribed)", () => {
  it("subscription balances (2.2): top level, monetary items and bonuses of the three kinds", async () => {
    const balances = await json<Balances & Record<string, unknown>>(
      `${sub("SUB-1001")}/consumptions`,
      "alice",
    );
    expectFields(balances, BALANCES);
    expect(Object.keys(balances.bonuses).sort()).toEqual(["data", "sms", "voice"]);
    expect(balances.monetary.length).toBeGreaterThan(0);
    for (const item of balances.monetary) expectFields(item, MONETARY);
    const bonuses = Object.values(balances.bonuses).flat();
    expect(bonuses.length).toBeGreaterThan(0);
    for (const bonus of bonuses) expectFields(bonus, BONUS);
  });

  it("consumption records (2.3) in data, sms and voice", async () => {
    const details = await json<Record<string, Record<string, unknown>[]>>(
      `${sub("SUB-1001")}/consumptions/details`,
      "alice",
    );
    expect(Object.keys(details).sort()).toEqual(["data", "sms", "voice"]);
    for (const kind of ["data", "sms", "voice"]) {
      expect(details[kind]?.length).toBeGreaterThan(0);
      for (const record of details[kind] ?? []) expectFields(record, CDR);
    }
  });

  it("movements (2.4), their amount and tax, on a subscription and on an invoice", async () => {
    const movements = await json<Record<string, unknown>[]>(`${sub("SUB-1001")}/movement`, "agent");
    const invoices = await json<{ id: string; type: string }[]>(`${account("ACC-1001")}/invoices`, "alice");
    const ordinary = invoices.find((invoice) => invoice.type === "ORDINARY");
    const billed = await json<Record<string, unknown>[]>(
      `${account("ACC-1001")}/ordinary_invoices/postpaid_service/${ordinary?.id}/movements`,
      "alice",
    );
    expect(movements.length).toBeGreaterThan(0);
    expect(billed.length).toBeGreaterThan(0);
    for (const movement of [...movements, ...billed]) {
      expectFields(movement, MOVEMENT, MOVEMENT_EXTENSIONS);
      const amount = movement.amount as Record<string, unknown>;
      expectFields(amount, AMOUNT);
      expectFields(amount.tax as Record<string, unknown>, TAX);
    }
  });
});
