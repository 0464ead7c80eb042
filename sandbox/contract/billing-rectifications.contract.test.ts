import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { Invoice, Movement, PublicLink, RectificationInvoice } from "@/contract/billing";
import { account, expectError, pdfText, read, snapshot } from "./billing-helpers";
import { api } from "./client";

const alice = account("ACC-1001");
const postpaid = `${alice}/ordinary_invoices/postpaid_service`;

async function latestBill() {
  const all = Invoice.array().parse(
    await read(await api(`${alice}/invoices?type=ORDINARY&category=MOBILE`, { as: "agent" })),
  );
  const bill = all.find((i) => i.service === "postpaid");
  if (!bill) throw new Error("no postpaid invoice seeded");
  return bill;
}

async function createDraft(json: unknown, billRef?: string) {
  const bill = await latestBill();
  const response = await api(`${postpaid}/${billRef ?? bill.id}/rectification_invoices`, {
    as: "agent",
    method: "POST",
    json,
  });
  return { bill, response };
}

function firstCharge(bill: Invoice) {
  const line = bill.lines.find((l) => l.type === "RECURRING_CHARGE");
  if (!line) throw new Error("no fee line");
  return line;
}

describe("rectification invoices of a postpaid ordinary invoice", () => {
  it("creates a draft (201 {id}) with reason, comment, refunds and computed totals; no number yet", async () => {
    const bill = await latestBill();
    const fee = firstCharge(bill);
    const response = await api(`${postpaid}/${bill.invoice_number}/rectification_invoices`, {
      as: "agent",
      method: "POST",
      json: {
        reason_code: "BILLING_ERROR",
        comment: "Fee billed twice",
        refunds: [{ movement_id: fee.movement_id, amount_with_taxes: 1.21 }],
      },
    });
    expect(response.status).toBe(201);
    const { id } = await read<{ id: string }>(response);
    const draft = RectificationInvoice.parse(
      await read(await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, { as: "agent" })),
    );
    expect(draft).toMatchObject({
      id,
      type: "RECTIFICATION",
      status: "DRAFT",
      rectified_invoice_id: bill.id,
      rectified_invoice_number: bill.invoice_number,
      reason: { code: "BILLING_ERROR" },
      comment: "Fee billed twice",
      total_with_taxes: "-1.21",
      total_without_taxes: "-1",
      total_tax: "-0.21",
      issue_date: null,
    });
    expect("invoice_number" in draft).toBe(false);
    expect("invoice_id" in draft).toBe(false);
    expect(draft.refunds[0]).toMatchObject({
      movement_id: fee.movement_id,
      amount_with_taxes: "1.21",
      amount_without_taxes: "1",
    });
    const moves = Movement.array().parse(
      await read(await api(`${postpaid}/${bill.id}/rectification_invoices/${id}/movements`, { as: "agent" })),
    );
    expect(moves[0]).toMatchObject({
      operation_type: "CREDIT",
      invoice_id: "",
      amount: { value_with_taxes: "-1.21" },
    });
    // Drafts are internal: the customer does not see them.
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, { as: "alice" }),
      404,
      "rectificationNotFound",
    );
  });

  it("issues a draft: it gets the next R number and books credit movements; issuing again is 409", async () => {
    const bill = await latestBill();
    const { response } = await createDraft({
      reason_code: "GOODWILL",
      refunds: [{ movement_id: firstCharge(bill).movement_id, amount_with_taxes: 2 }],
    });
    const { id } = await read<{ id: string }>(response);
    const issued = await api(`${postpaid}/${bill.id}/rectification_invoices/${id}/issue`, {
      as: "agent",
      method: "POST",
    });
    expect(issued.status).toBe(200);
    const invoice = RectificationInvoice.parse(await read(issued));
    expect(invoice.status).toBe("ISSUED");
    expect(invoice.invoice_number).toMatch(/^R\d{4}-\d{6}$/);
    expect(invoice.invoice_id).toBe(invoice.invoice_number);
    expect(invoice.refunds[0]?.invoice_number).toBe(invoice.invoice_number);
    const moves = Movement.array().parse(
      await read(
        await api(
          `${postpaid}/${bill.invoice_number}/rectification_invoices/${invoice.invoice_number}/movements`,
          { as: "alice" },
        ),
      ),
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ invoice_number: invoice.invoice_number, operation_type: "CREDIT" });
    // The customer now sees it, and its number is taken once: numbers only grow.
    expect((await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, { as: "alice" })).status).toBe(
      200,
    );
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/${id}/issue`, { as: "agent", method: "POST" }),
      409,
      "rectificationAlreadyIssued",
    );
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, { as: "agent", method: "DELETE" }),
      409,
      "rectificationAlreadyIssued",
    );
    const { response: next } = await createDraft({
      reason_code: "GOODWILL",
      refunds: [{ movement_id: firstCharge(bill).movement_id, amount_with_taxes: 1 }],
    });
    const nextId = (await read<{ id: string }>(next)).id;
    const second = RectificationInvoice.parse(
      await read(
        await api(`${postpaid}/${bill.id}/rectification_invoices/${nextId}/issue`, {
          as: "agent",
          method: "POST",
        }),
      ),
    );
    expect((second.invoice_number ?? "") > (invoice.invoice_number ?? "")).toBe(true);
  });

  it("deletes a draft (204), after which it is gone", async () => {
    const bill = await latestBill();
    const { response } = await createDraft({
      reason_code: "DUPLICATE_CHARGE",
      refunds: [{ movement_id: firstCharge(bill).movement_id, amount_with_taxes: 1 }],
    });
    const { id } = await read<{ id: string }>(response);
    const deleted = await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, {
      as: "agent",
      method: "DELETE",
    });
    expect(deleted.status).toBe(204);
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, { as: "agent" }),
      404,
      "rectificationNotFound",
    );
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/${id}/issue`, { as: "agent", method: "POST" }),
      404,
      "rectificationNotFound",
    );
  });

  it("caps each refund at what remains refundable, drafts included (409 refundExceedsRefundable)", async () => {
    const bill = await latestBill();
    const fee = firstCharge(bill);
    const fresh = await latestBill();
    const remaining =
      fresh.lines.find((l) => l.movement_id === fee.movement_id)?.refundable_with_taxes ?? "0";
    const before = await snapshot(`${alice}/invoices`);
    const refused = await expectError(
      (
        await createDraft({
          reason_code: "BILLING_ERROR",
          refunds: [
            {
              movement_id: fee.movement_id,
              amount_with_taxes: new Decimal(remaining).plus("0.01").toFixed(),
            },
          ],
        })
      ).response,
      409,
      "refundExceedsRefundable",
    );
    expect(refused.message).toContain(remaining);
    expect(await snapshot(`${alice}/invoices`)).toBe(before);
    const all = await createDraft({
      reason_code: "BILLING_ERROR",
      refunds: [{ movement_id: fee.movement_id, amount_with_taxes: remaining }],
    });
    expect(all.response.status).toBe(201);
    const after = await latestBill();
    expect(after.lines.find((l) => l.movement_id === fee.movement_id)?.refundable_with_taxes).toBe("0");
    const { id } = await read<{ id: string }>(all.response);
    await api(`${postpaid}/${bill.id}/rectification_invoices/${id}`, { as: "agent", method: "DELETE" });
    expect(
      (await latestBill()).lines.find((l) => l.movement_id === fee.movement_id)?.refundable_with_taxes,
    ).toBe(remaining);
  });

  it("refuses bad bodies with 400 wrongRectificationBody and changes nothing", async () => {
    const bill = await latestBill();
    const fee = firstCharge(bill);
    const credit = bill.lines.find((l) => l.amount_with_taxes.startsWith("-"));
    const before = await snapshot(`${alice}/invoices`);
    const bodies: unknown[] = [
      { reason_code: "BECAUSE", refunds: [{ movement_id: fee.movement_id, amount_with_taxes: 1 }] },
      { reason_code: "GOODWILL", refunds: [] },
      { reason_code: "GOODWILL", refunds: [{ movement_id: fee.movement_id, amount_with_taxes: -1 }] },
      {
        reason_code: "GOODWILL",
        refunds: [{ movement_id: fee.movement_id, amount_with_taxes: "1.123456789" }],
      },
      { reason_code: "GOODWILL", refunds: [{ movement_id: "mov_elsewhere", amount_with_taxes: 1 }] },
      {
        reason_code: "GOODWILL",
        refunds: [
          { movement_id: fee.movement_id, amount_with_taxes: 1 },
          { movement_id: fee.movement_id, amount_with_taxes: 1 },
        ],
      },
      {
        reason_code: "GOODWILL",
        comment: "x".repeat(501),
        refunds: [{ movement_id: fee.movement_id, amount_with_taxes: 1 }],
      },
    ];
    if (credit)
      bodies.push({
        reason_code: "GOODWILL",
        refunds: [{ movement_id: credit.movement_id, amount_with_taxes: 1 }],
      });
    for (const json of bodies)
      await expectError((await createDraft(json)).response, 400, "wrongRectificationBody");
    expect(await snapshot(`${alice}/invoices`)).toBe(before);
  });

  it("answers 404 invoiceNotFound for a non-postpaid or unknown invoice and 403 for non-agents", async () => {
    const json = { reason_code: "GOODWILL", refunds: [{ movement_id: "x", amount_with_taxes: 1 }] };
    const [sale] = Invoice.array().parse(await read(await api(`${alice}/invoices/sales`, { as: "agent" })));
    await expectError((await createDraft(json, sale?.id)).response, 404, "invoiceNotFound");
    await expectError((await createDraft(json, "F1999-000001")).response, 404, "invoiceNotFound");
    const bill = await latestBill();
    for (const as of ["alice", "support", "dave"])
      await expectError(
        await api(`${postpaid}/${bill.id}/rectification_invoices`, { as, method: "POST", json }),
        403,
        "forbidden",
      );
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/inv_nope/issue`, {
        as: "support",
        method: "POST",
      }),
      403,
      "forbidden",
    );
    await expectError(
      await api(`${postpaid}/${bill.id}/rectification_invoices/inv_nope`, { as: "alice", method: "DELETE" }),
      403,
      "forbidden",
    );
  });

  it("serves the seeded issued rectification, its public link and the sales rectification's", async () => {
    const [seeded] = RectificationInvoice.array().parse(
      (await read<unknown[]>(await api(`${alice}/invoices?type=RECTIFICATION`, { as: "alice" }))).filter(
        (i) => (i as { comment?: string }).comment?.includes("tower"),
      ),
    );
    expect(seeded).toMatchObject({ status: "ISSUED", reason: { code: "SERVICE_OUTAGE" } });
    const link = PublicLink.parse(
      await read(
        await api(
          `${postpaid}/${seeded?.rectified_invoice_number}/rectification_invoices/${seeded?.invoice_number}/public_link`,
          { as: "alice" },
        ),
      ),
    );
    const text = pdfText(Buffer.from(await (await fetch(link.url)).arrayBuffer()));
    expect(text).toContain(seeded?.invoice_number ?? "?");
    expect(text).toContain(seeded?.rectified_invoice_number ?? "?");

    const carol = account("ACC-1003");
    const [salesRect] = RectificationInvoice.array().parse(
      await read(await api(`${carol}/invoices/sales?type=RECTIFICATION`, { as: "carol" })),
    );
    const salesLink = await api(
      `${carol}/ordinary_invoices/sales/${salesRect?.rectified_invoice_id}/rectification_invoices/${salesRect?.id}/public_link`,
      { as: "carol" },
    );
    expect(salesLink.status).toBe(200);
    expect((await fetch(PublicLink.parse(await read(salesLink)).url)).status).toBe(200);
    await expectError(
      await api(
        `${carol}/ordinary_invoices/sales/${salesRect?.rectified_invoice_id}/rectification_invoices/${seeded?.id}/public_link`,
        { as: "carol" },
      ),
      404,
      "rectificationNotFound",
    );
  });
});
