import { describe, expect, it } from "vitest";
import { Movement, MovementCreated } from "@/contract/billing";
import { expectError, movementBody, read, snapshot, sub } from "./billing-helpers";
import { api } from "./client";

const list = `${sub("SUB-1001")}/movement`;

async function create(json: unknown, path: string) {
  const response = await api(path, { as: "agent", method: "POST", json });
  expect(response.status).toBe(201);
  return MovementCreated.parse(await read(response)).id;
}

async function movements() {
  const response = await api(list, { as: "agent" });
  expect(response.status).toBe(200);
  return Movement.array().parse(await read(response));
}

describe("non-subscribable-product movements", () => {
  const nonSub = `${sub("SUB-1001")}/movement-non-subscribable-products`;
  const nonSubBody = () => {
    const { billable: _b, ...rest } = movementBody();
    return { ...rest, transaction_type_id: "ACCESSORY_SALE" };
  };

  it("creates one (201) with transaction_type_id and billable false, updates it with PUT .../{id} (204)", async () => {
    const json = nonSubBody();
    const id = await create(json, nonSub);
    const movement = Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));
    expect(movement).toMatchObject({
      transaction_type_id: "ACCESSORY_SALE",
      billable: false,
      refundable_with_taxes: "12.1",
    });
    const updated = await api(`${nonSub}/${id}`, {
      as: "agent",
      method: "PUT",
      json: { ...json, description: "Case" },
    });
    expect(updated.status).toBe(204);
    expect(Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" }))).description).toBe("Case");
  });

  it("answers wrongMovementBody (400), movementNotFound (404), and 409 for the other kind or an invoiced one", async () => {
    const json = nonSubBody();
    const id = await create(json, nonSub);
    const subscribable = await create(movementBody(), list);
    const invoiced = (await movements()).find((m) => m.invoice_id !== "" && m.transaction_type_id !== "");
    if (!invoiced) throw new Error("seed has no invoiced non-subscribable movement");
    const before = await snapshot(list);
    const refusals: [path: string, method: "POST" | "PUT", body: object, status: number, code: string][] = [
      [nonSub, "POST", { ...json, billable: true }, 400, "wrongMovementBody"],
      [`${nonSub}/${id}`, "PUT", movementBody(), 400, "wrongMovementBody"],
      [`${nonSub}/mov_nope`, "PUT", json, 404, "movementNotFound"],
      [`${nonSub}/${subscribable}`, "PUT", json, 409, "movementKindMismatch"],
      [`${list}/${id}`, "PUT", movementBody(), 409, "movementKindMismatch"],
      [`${nonSub}/${invoiced.id}`, "PUT", json, 409, "movementAlreadyInvoiced"],
    ];
    for (const [path, method, body, status, code] of refusals)
      await expectError(await api(path, { as: "agent", method, json: body }), status, code);
    await expectError(await api(nonSub, { as: "support", method: "POST", json }), 403, "forbidden");
    expect(await snapshot(list)).toBe(before);
  });
});
