import { describe, expect, it } from "vitest";
import { Movement, MovementCreated } from "@/contract/billing";
import { expectError, movementBody, rawJson, read, snapshot, sub, uniqueKey } from "./billing-helpers";
import { api } from "./client";

const list = `${sub("SUB-1001")}/movement`;
const amount = (withTaxes: unknown, withoutTaxes: unknown = withTaxes, percentage: unknown = 0) => ({
  value_with_taxes: withTaxes,
  value_without_taxes: withoutTaxes,
  tax: { type: "VAT", percentage },
});

async function refusedNaming(json: unknown, field: string) {
  const payload = await expectError(
    await api(list, { as: "agent", method: "POST", json }),
    400,
    "wrongMovementBody",
  );
  expect(payload.message).toContain(field);
}

describe("movement bodies the sandbox must refuse with the field named (issue 10, items 7, 14, 15)", () => {
  it("refuses malformed and oversized amounts with 400, never 500", async () => {
    const before = await snapshot(list);
    await refusedNaming(movementBody({ amount: amount("abc", 10) }), "amount.value_with_taxes");
    await refusedNaming(movementBody({ amount: amount("", "") }), "amount.value_with_taxes");
    await refusedNaming(movementBody({ amount: amount(12.1, 10, "x") }), "amount.tax.percentage");
    const huge = `{"type":"ONE_TIME_FEE","movement_datetime":"2026-03-01T10:00:00Z","amount":{"value_with_taxes":${"9".repeat(23)},"value_without_taxes":${"9".repeat(23)},"tax":{"type":"VAT","percentage":0}},"external_movement_unique_id":"${uniqueKey()}","billable":true,"description":"x"}`;
    const payload = await expectError(await rawJson(list, "POST", huge), 400, "wrongMovementBody");
    expect(payload.message).toContain("22 integer digits");
    expect(await snapshot(list)).toBe(before);
  });

  it("refuses a description longer than 255 characters instead of cutting it", async () => {
    await refusedNaming(movementBody({ description: "x".repeat(256) }), "description");
    const json = movementBody({ description: "é".repeat(255) });
    const response = await api(list, { as: "agent", method: "POST", json });
    expect(response.status).toBe(201);
  });

  it("refuses impossible dates such as 30 February", async () => {
    await refusedNaming(movementBody({ movement_datetime: "2026-02-30T00:00:00Z" }), "movement_datetime");
    await expectError(
      await api(`${list}?fromDate=2026-02-30T00:00:00Z`, { as: "agent" }),
      400,
      "wrongDateFormat",
    );
  });

  it("reads 1e-8 as the exact amount 0.00000001 (JSON allows exponents)", async () => {
    const key = uniqueKey();
    const text = `{"type":"ADJUSTMENT","movement_datetime":"2026-03-01T10:00:00Z","amount":{"value_with_taxes":1e-8,"value_without_taxes":1E-8,"tax":{"type":"VAT","percentage":0}},"external_movement_unique_id":"${key}","billable":true,"description":"tiny"}`;
    const response = await rawJson(list, "POST", text);
    expect(response.status).toBe(201);
    const { id } = MovementCreated.parse(await read(response));
    const movement = Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));
    expect(movement.amount.value_with_taxes).toBe("0.00000001");
  });

  it("checks tax consistency exactly above 1e17", async () => {
    // A 20-digit Decimal rounds the expected value by about 5 here and refused this exact body.
    const exact = amount("1493827147049382714705.125", "1234567890123456789012.5", 21);
    expect(
      (await api(list, { as: "agent", method: "POST", json: movementBody({ amount: exact }) })).status,
    ).toBe(201);
    const off = amount("1493827147049382714706.125", "1234567890123456789012.5", 21);
    await refusedNaming(movementBody({ amount: off }), "amount");
  });
});
