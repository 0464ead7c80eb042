import { describe, expect, it } from "vitest";
import { Invoice, Movement, MovementCreated, RectificationInvoice } from "@/contract/billing";
import { account, movementBody, read, sub, uniqueKey } from "./billing-helpers";
import { api } from "./client";

/** Racing requests: the store's locks and unique keys decide, not a read before the write. */
const list = `${sub("SUB-1001")}/movement`;
const postpaid = `${account("ACC-1001")}/ordinary_invoices/postpaid_service`;
const refundPath = (id: string) => `${list}/${id}/refund-non-subscribable-products`;
const refundOf = (withTaxes: number, withoutTaxes: number, key?: string) => ({
  amount: {
    value_with_taxes: withTaxes,
    value_without_taxes: withoutTaxes,
    tax: { type: "VAT", percentage: 21 },
  },
  ...(key ? { external_refund_unique_id: key } : {}),
});
const post = (path: string, json?: unknown) => api(path, { as: "agent", method: "POST", json });

async function accessorySale() {
  const { billable: _b, ...rest } = movementBody();
  const response = await post(`${sub("SUB-1001")}/movement-non-subscribable-products`, {
    ...rest,
    transaction_type_id: "ACCESSORY_SALE",
  });
  expect(response.status).toBe(201);
  return MovementCreated.parse(await read(response)).id;
}

const movement = async (id: string) =>
  Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));

async function draft(amount: number) {
  const bills = Invoice.array().parse(
    await read(await api(`${account("ACC-1001")}/invoices?type=ORDINARY&category=MOBILE`, { as: "agent" })),
  );
  const bill = bills.find((i) => i.service === "postpaid");
  const fee = bill?.lines.find((l) => l.type === "RECURRING_CHARGE");
  if (!bill || !fee) throw new Error("alice has no seeded postpaid invoice with a fee");
  const response = await post(`${postpaid}/${bill.id}/rectification_invoices`, {
    reason_code: "GOODWILL",
    refunds: [{ movement_id: fee.movement_id, amount_with_taxes: amount }],
  });
  expect(response.status).toBe(201);
  return `${postpaid}/${bill.id}/rectification_invoices/${(await read<{ id: string }>(response)).id}`;
}

const sequenceOf = (number: string | undefined) => Number(number?.split("-")[1]);

describe("concurrent billing writes", () => {
  it("books one refund for parallel retries with the same external_refund_unique_id", async () => {
    const sale = await accessorySale();
    const json = refundOf(1.21, 1, uniqueKey("refund"));
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(refundPath(sale), json)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const ids = await Promise.all(answers.map(async (a) => (await read<{ id: string }>(a)).id));
    expect(new Set(ids).size).toBe(1);
    expect((await movement(sale)).refundable_with_taxes).toBe("10.89");
  });

  it("never refunds more than the movement across parallel refunds", async () => {
    const sale = await accessorySale();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post(refundPath(sale), refundOf(5, 4.13223141))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    expect((await movement(sale)).refundable_with_taxes).toBe("2.1");
  });

  it("lets either a refund or a delete of the same movement win, never both", async () => {
    const sale = await accessorySale();
    const [refund, deletion] = await Promise.all([
      post(refundPath(sale), refundOf(1.21, 1)),
      api(`${list}/${sale}`, { as: "agent", method: "DELETE" }),
    ]);
    const outcome = [refund.status, deletion.status];
    expect([
      [201, 409],
      [404, 204],
    ]).toContainEqual(outcome);
  });

  it("issues a draft once when two issue calls race", async () => {
    const path = await draft(0.5);
    const answers = await Promise.all([post(`${path}/issue`), post(`${path}/issue`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("gives drafts issued in parallel distinct, consecutive R numbers", async () => {
    const paths = await Promise.all([draft(0.25), draft(0.25), draft(0.25)]);
    const issued = await Promise.all(
      paths.map(async (path) => {
        const response = await post(`${path}/issue`);
        expect(response.status).toBe(200);
        return RectificationInvoice.parse(await read(response)).invoice_number;
      }),
    );
    const sequence = issued.map(sequenceOf).sort((a, b) => a - b);
    expect(sequence[1]).toBe((sequence[0] ?? 0) + 1);
    expect(sequence[2]).toBe((sequence[0] ?? 0) + 2);
  });
});
