import { describe, expect, it } from "vitest";
import { Movement, MovementCreated } from "@/contract/billing";
import { expectError, movementBody, rawJson, read, snapshot, sub, uniqueKey } from "./billing-helpers";
import { api } from "./client";

const list = `${sub("SUB-1001")}/movement`;
const refundPath = (id: string) => `${list}/${id}/refund-non-subscribable-products`;
const amount = (withTaxes: number, withoutTaxes: number) => ({
  amount: {
    value_with_taxes: withTaxes,
    value_without_taxes: withoutTaxes,
    tax: { type: "VAT", percentage: 21 },
  },
});

async function accessorySale() {
  const { billable: _b, ...rest } = movementBody();
  const response = await api(`${sub("SUB-1001")}/movement-non-subscribable-products`, {
    as: "agent",
    method: "POST",
    json: { ...rest, transaction_type_id: "ACCESSORY_SALE" },
  });
  return MovementCreated.parse(await read(response)).id;
}

const getMovement = async (id: string) =>
  Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));

describe("POST .../movement/{movement}/refund-non-subscribable-products", () => {
  it("refunds part of a non-subscribable movement as a CREDIT movement (201 {id})", async () => {
    const sale = await accessorySale();
    const response = await api(refundPath(sale), { as: "agent", method: "POST", json: amount(6.05, 5) });
    expect(response.status).toBe(201);
    const { id } = MovementCreated.parse(await read(response));
    const refund = await getMovement(id);
    expect(refund).toMatchObject({
      operation_type: "CREDIT",
      type: "ADJUSTMENT",
      refunded_movement_id: sale,
      transaction_type_id: "ACCESSORY_SALE",
      invoice_id: "",
      amount: { value_with_taxes: "-6.05", value_without_taxes: "-5" },
    });
    expect((await getMovement(sale)).refundable_with_taxes).toBe("6.05");
  });

  it("caps refunds at what remains refundable (409 refundExceedsRefundable, store unchanged)", async () => {
    const sale = await accessorySale();
    await api(refundPath(sale), { as: "agent", method: "POST", json: amount(10, 8.26446281) });
    const before = await snapshot(list);
    const refused = await expectError(
      await api(refundPath(sale), { as: "agent", method: "POST", json: amount(2.42, 2) }),
      409,
      "refundExceedsRefundable",
    );
    expect(refused.message).toContain("2.1");
    expect(await snapshot(list)).toBe(before);
    const rest = await api(refundPath(sale), { as: "agent", method: "POST", json: amount(2.1, 1.73553719) });
    expect(rest.status).toBe(201);
    expect((await getMovement(sale)).refundable_with_taxes).toBe("0");
  });

  it("is idempotent with external_refund_unique_id; another body under the key is 409", async () => {
    const sale = await accessorySale();
    const key = uniqueKey("refund");
    const json = { ...amount(1.21, 1), external_refund_unique_id: key };
    const first = await read<{ id: string }>(
      await api(refundPath(sale), { as: "agent", method: "POST", json }),
    );
    const again = await api(refundPath(sale), { as: "agent", method: "POST", json });
    expect(again.status).toBe(201);
    expect((await read<{ id: string }>(again)).id).toBe(first.id);
    await expectError(
      await api(refundPath(sale), {
        as: "agent",
        method: "POST",
        json: { ...amount(2.42, 2), external_refund_unique_id: key },
      }),
      409,
      "externalRefundUniqueIdConflict",
    );
    expect((await getMovement(sale)).refundable_with_taxes).toBe("10.89");
  });

  it("refuses subscribable movements and refunds themselves (409 movementNotRefundable)", async () => {
    const fee = MovementCreated.parse(
      await read(await api(list, { as: "agent", method: "POST", json: movementBody() })),
    ).id;
    await expectError(
      await api(refundPath(fee), { as: "agent", method: "POST", json: amount(1.21, 1) }),
      409,
      "movementNotRefundable",
    );
    const sale = await accessorySale();
    const refund = await read<{ id: string }>(
      await api(refundPath(sale), { as: "agent", method: "POST", json: amount(1.21, 1) }),
    );
    await expectError(
      await api(refundPath(refund.id), { as: "agent", method: "POST", json: amount(1.21, 1) }),
      409,
      "movementNotRefundable",
    );
    // A refunded movement and a refund are frozen.
    await expectError(
      await api(`${list}/${sale}`, { as: "agent", method: "DELETE" }),
      409,
      "movementHasRefunds",
    );
    await expectError(
      await api(`${list}/${refund.id}`, { as: "agent", method: "DELETE" }),
      409,
      "refundMovementReadOnly",
    );
  });

  it("answers 400 wrongRefundBody, 404 movementNotFound, 400 subscriptionNotFound and 403 for non-agents", async () => {
    const sale = await accessorySale();
    const before = await snapshot(list);
    await expectError(
      await api(refundPath(sale), { as: "agent", method: "POST", json: amount(-1.21, -1) }),
      400,
      "wrongRefundBody",
    );
    await expectError(
      await api(refundPath(sale), { as: "agent", method: "POST", json: amount(5, 1) }),
      400,
      "wrongRefundBody",
    );
    await expectError(
      await api(refundPath(sale), {
        as: "agent",
        method: "POST",
        json: {
          amount: { value_with_taxes: 1.1, value_without_taxes: 1, tax: { type: "VAT", percentage: 10 } },
        },
      }),
      400,
      "wrongRefundBody",
    );
    await expectError(
      await rawJson(
        refundPath(sale),
        "POST",
        '{"amount":{"value_with_taxes":1.210000001,"value_without_taxes":1,"tax":{"type":"VAT","percentage":21}}}',
      ),
      400,
      "wrongRefundBody",
    );
    await expectError(
      await api(refundPath("mov_nope"), { as: "agent", method: "POST", json: amount(1.21, 1) }),
      404,
      "movementNotFound",
    );
    await expectError(
      await api(`${sub("SUB-9999")}/movement/${sale}/refund-non-subscribable-products`, {
        as: "agent",
        method: "POST",
        json: amount(1.21, 1),
      }),
      400,
      "subscriptionNotFound",
    );
    for (const as of ["alice", "support", "dave"])
      await expectError(
        await api(refundPath(sale), { as, method: "POST", json: amount(1.21, 1) }),
        403,
        "forbidden",
      );
    expect(await snapshot(list)).toBe(before);
  });
});
