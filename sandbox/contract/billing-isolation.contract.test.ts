import { describe, expect, it } from "vitest";
import { Invoice, MovementCreated, PublicLink, RectificationInvoice } from "@/contract/billing";
import { account, expectError, movementBody, read, snapshot, sub } from "./billing-helpers";
import { api } from "./client";

/**
 * Ids of one customer's resources put under another customer's path (or another org's) must not
 * reach them: every path parameter is checked against the one before it.
 */
const aliceSub = `${sub("SUB-1001")}/movement`;
const carolSub = `${sub("SUB-1004")}/movement`;
const alice = account("ACC-1001");
const carol = account("ACC-1003");
const ACME = "/billing/v1/orgs/acme";

async function createOnAlice(json: unknown, path = aliceSub) {
  const response = await api(path, { as: "agent", method: "POST", json });
  expect(response.status).toBe(201);
  return MovementCreated.parse(await read(response)).id;
}

async function invoicesOf(path: string, as = "agent") {
  const response = await api(path, { as });
  expect(response.status).toBe(200);
  return Invoice.array().parse(await read(response));
}

describe("a movement of SUB-1001 under another subscription's path", () => {
  it("is not found for reads, by carol or an agent, and carol cannot use alice's path", async () => {
    const id = await createOnAlice(movementBody());
    await expectError(await api(`${carolSub}/${id}`, { as: "carol" }), 404, "movementNotFound");
    await expectError(await api(`${carolSub}/${id}`, { as: "agent" }), 404, "movementNotFound");
    await expectError(await api(`${aliceSub}/${id}`, { as: "carol" }), 403, "forbidden");
    const carols = await read<{ id: string }[]>(await api(carolSub, { as: "carol" }));
    expect(carols.map((m) => m.id)).not.toContain(id);
  });

  it("cannot be updated, deleted or refunded through SUB-1004 (404, alice's movement unchanged)", async () => {
    const id = await createOnAlice(movementBody());
    const { billable: _b, ...rest } = movementBody();
    const sale = await createOnAlice(
      { ...rest, transaction_type_id: "ACCESSORY_SALE" },
      `${sub("SUB-1001")}/movement-non-subscribable-products`,
    );
    const before = await snapshot(aliceSub);
    const beforeCarol = await snapshot(carolSub);
    await expectError(
      await api(`${carolSub}/${id}`, { as: "agent", method: "PUT", json: movementBody() }),
      404,
      "movementNotFound",
    );
    await expectError(
      await api(`${carolSub}/${id}`, { as: "agent", method: "DELETE" }),
      404,
      "movementNotFound",
    );
    await expectError(
      await api(`${sub("SUB-1004")}/movement-non-subscribable-products/${sale}`, {
        as: "agent",
        method: "PUT",
        json: { ...rest, transaction_type_id: "ACCESSORY_SALE" },
      }),
      404,
      "movementNotFound",
    );
    await expectError(
      await api(`${carolSub}/${sale}/refund-non-subscribable-products`, {
        as: "agent",
        method: "POST",
        json: {
          amount: { value_with_taxes: 1.21, value_without_taxes: 1, tax: { type: "VAT", percentage: 21 } },
        },
      }),
      404,
      "movementNotFound",
    );
    expect(await snapshot(aliceSub)).toBe(before);
    expect(await snapshot(carolSub)).toBe(beforeCarol);
  });

  it("is not reachable from another org's path (dave of acme, 404) nor by demo staff on acme (403)", async () => {
    const id = await createOnAlice(movementBody());
    await expectError(
      await api(`${ACME}/subscription/SUB-2001/movement/${id}`, { as: "dave" }),
      404,
      "movementNotFound",
    );
    await expectError(await api(`${ACME}/subscription/SUB-1001/movement`, { as: "agent" }), 403, "forbidden");
  });
});

describe("an invoice of ACC-1001 under another account's path", () => {
  it("is not found on any read of ACC-1003, by carol or an agent", async () => {
    const [bill] = await invoicesOf(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const [sale] = await invoicesOf(`${alice}/invoices/sales`);
    if (!bill?.invoice_number || !sale) throw new Error("alice has no seeded postpaid and sales invoices");
    const reads = [
      `${carol}/invoices/${bill.id}`,
      `${carol}/invoices/${bill.invoice_number}`,
      `${carol}/invoices/${bill.id}/movements`,
      `${carol}/invoices/${bill.id}/public_link`,
      `${carol}/invoices/sales/${sale.id}`,
      `${carol}/invoices/sales/${sale.id}/public_link`,
      `${carol}/ordinary_invoices/postpaid_service/${bill.id}/movements`,
      `${carol}/ordinary_invoices/postpaid_service/${bill.invoice_number}/public_link`,
    ];
    for (const as of ["carol", "agent"])
      for (const path of reads) await expectError(await api(path, { as }), 404, "invoiceNotFound");
    await expectError(
      await api(`${ACME}/accounts/ACC-2001/invoices/${bill.id}`, { as: "dave" }),
      404,
      "invoiceNotFound",
    );
  });

  it("cannot be rectified through ACC-1003, and alice's rectification is not carol's", async () => {
    const [bill] = await invoicesOf(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const fee = bill?.lines.find((l) => l.type === "RECURRING_CHARGE");
    if (!bill || !fee) throw new Error("alice has no seeded postpaid invoice with a fee");
    const [seeded] = await invoicesOf(`${alice}/invoices?type=RECTIFICATION&category=MOBILE`);
    if (!seeded?.rectified_invoice_id) throw new Error("alice has no seeded rectification");
    const before = [await snapshot(`${alice}/invoices`), await snapshot(`${carol}/invoices`)];
    await expectError(
      await api(`${carol}/ordinary_invoices/postpaid_service/${bill.id}/rectification_invoices`, {
        as: "agent",
        method: "POST",
        json: { reason_code: "GOODWILL", refunds: [{ movement_id: fee.movement_id, amount_with_taxes: 1 }] },
      }),
      404,
      "invoiceNotFound",
    );
    const rectification = `${carol}/ordinary_invoices/postpaid_service/${seeded.rectified_invoice_id}/rectification_invoices/${seeded.id}`;
    await expectError(await api(rectification, { as: "carol" }), 404, "invoiceNotFound");
    await expectError(await api(`${rectification}/public_link`, { as: "carol" }), 404, "invoiceNotFound");
    await expectError(await api(rectification, { as: "agent", method: "DELETE" }), 404, "invoiceNotFound");
    expect([await snapshot(`${alice}/invoices`), await snapshot(`${carol}/invoices`)]).toEqual(before);
  });
});

describe("a rectification under another ordinary invoice of the same account", () => {
  it("is not found for reads, issue or delete, and the draft stays a draft", async () => {
    const postpaid = `${alice}/ordinary_invoices/postpaid_service`;
    const bills = (await invoicesOf(`${alice}/invoices?type=ORDINARY&category=MOBILE`)).filter(
      (i) => i.service === "postpaid",
    );
    const [billA, billB] = bills;
    const fee = billA?.lines.find((l) => l.type === "RECURRING_CHARGE");
    if (!billA || !billB || !fee) throw new Error("alice needs two seeded postpaid invoices");
    const created = await api(`${postpaid}/${billA.id}/rectification_invoices`, {
      as: "agent",
      method: "POST",
      json: { reason_code: "GOODWILL", refunds: [{ movement_id: fee.movement_id, amount_with_taxes: 1 }] },
    });
    expect(created.status).toBe(201);
    const { id } = await read<{ id: string }>(created);
    const wrong = `${postpaid}/${billB.id}/rectification_invoices/${id}`;
    const right = `${postpaid}/${billA.id}/rectification_invoices/${id}`;
    try {
      await expectError(await api(wrong, { as: "agent" }), 404, "rectificationNotFound");
      await expectError(await api(`${wrong}/movements`, { as: "agent" }), 404, "rectificationNotFound");
      await expectError(
        await api(`${wrong}/issue`, { as: "agent", method: "POST" }),
        404,
        "rectificationNotFound",
      );
      await expectError(await api(wrong, { as: "agent", method: "DELETE" }), 404, "rectificationNotFound");
      const draft = RectificationInvoice.parse(await read(await api(right, { as: "agent" })));
      expect(draft.status).toBe("DRAFT");
    } finally {
      expect((await api(right, { as: "agent", method: "DELETE" })).status).toBe(204);
    }
  });
});

describe("public document links", () => {
  it("are unguessable: a new long random token per request", async () => {
    const [bill] = await invoicesOf(`${alice}/invoices?type=ORDINARY&category=MOBILE`, "alice");
    const path = `${alice}/ordinary_invoices/postpaid_service/${bill?.id}/public_link`;
    const links = await Promise.all(
      [1, 2].map(async () => PublicLink.parse(await read(await api(path, { as: "alice" })))),
    );
    const tokens = links.map((l) => l.url.split("/").at(-1) ?? "");
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });
});
