import { describe, expect, it } from "vitest";
import { Movement, MovementCreated } from "@/contract/billing";
import { expectError, movementBody, rawJson, read, snapshot, sub, uniqueKey } from "./billing-helpers";
import { api } from "./client";

const list = `${sub("SUB-1001")}/movement`;

async function movements(query = "", as = "agent") {
  const response = await api(`${list}${query}`, { as });
  expect(response.status).toBe(200);
  return Movement.array().parse(await read(response));
}

async function create(json: unknown, path = list) {
  const response = await api(path, { as: "agent", method: "POST", json });
  expect(response.status).toBe(201);
  return MovementCreated.parse(await read(response)).id;
}

describe("GET .../movement", () => {
  it("lists invoiced and pending movements of every type with the 2.4 fields", async () => {
    const all = await movements("", "alice");
    const types = new Set(all.map((m) => m.type));
    expect(types.size).toBe(8);
    const invoiced = all.filter((m) => m.invoice_id !== "");
    const pending = all.filter((m) => m.invoice_id === "");
    expect(new Set(invoiced.map((m) => m.type)).size).toBe(8);
    expect(new Set(pending.map((m) => m.type)).size).toBe(8);
    for (const m of all) expect(m.invoice_number).toBe(m.invoice_id);
    // A pending movement waits for the next cycle: the first of a month after now.
    expect(Date.parse(pending[0]?.invoice_cycle_date ?? "")).toBeGreaterThan(Date.now());
    expect(pending[0]?.invoice_cycle_date).toMatch(/-01T00:00:00\.000Z$/);
  });

  it("filters by movementType, operationType, period and externalMovementUniqueId", async () => {
    const credits = await movements("?operationType=CREDIT");
    expect(credits.length).toBeGreaterThan(0);
    expect(
      credits.every((m) => m.operation_type === "CREDIT" && m.amount.value_with_taxes.startsWith("-")),
    ).toBe(true);
    const fees = await movements("?movementType=RECURRING_CHARGE");
    expect(fees.every((m) => m.type === "RECURRING_CHARGE")).toBe(true);
    const from = new Date(Date.now() - 20 * 86_400_000);
    const recent = await movements(`?fromDate=${from.toISOString()}&toDate=${new Date().toISOString()}`);
    expect(recent.every((m) => Date.parse(m.movement_datetime) >= from.getTime())).toBe(true);
    const key = recent[0]?.external_movement_unique_id ?? "";
    const byKey = await movements(`?externalMovementUniqueId=${encodeURIComponent(key)}`);
    expect(byKey.map((m) => m.id)).toEqual([recent[0]?.id]);
    expect(await movements("?externalMovementUniqueId=never-used")).toEqual([]);
  });

  it("answers 400 subscriptionNotFound, wrongMovementFilter and wrongDateFormat", async () => {
    await expectError(await api(`${sub("SUB-9999")}/movement`, { as: "agent" }), 400, "subscriptionNotFound");
    await expectError(await api(`${list}?operationType=REFUND`, { as: "agent" }), 400, "wrongMovementFilter");
    await expectError(await api(`${list}?movementType=GIFT`, { as: "agent" }), 400, "wrongMovementFilter");
    await expectError(await api(`${list}?fromDate=01/02/2026`, { as: "agent" }), 400, "wrongDateFormat");
  });

  it("answers 401 and 403 (another customer, dave of acme)", async () => {
    await expectError(await api(list), 401, "unauthorized");
    await expectError(await api(list, { as: "bob" }), 403, "forbidden");
    await expectError(await api(list, { as: "dave" }), 403, "forbidden");
  });
});

describe("POST .../movement and GET .../movement/{movement}", () => {
  it("creates a movement (201 {id}) that reads back pending, as a DEBIT", async () => {
    const json = movementBody({
      external_invoice_id: "EXT-1",
      period_start_datetime: "2026-01-01T00:00:00Z",
    });
    const id = await create(json);
    const response = await api(`${list}/${id}`, { as: "alice" });
    const movement = Movement.parse(await read(response));
    expect(movement).toMatchObject({
      id,
      type: "ONE_TIME_FEE",
      operation_type: "DEBIT",
      invoice_id: "",
      invoice_number: "",
      external_invoice_id: "EXT-1",
      billable: true,
      transaction_type_id: "",
      amount: { value_with_taxes: "12.1", value_without_taxes: "10", tax: { type: "VAT", percentage: "21" } },
      period_start_datetime: "2026-01-01T00:00:00.000Z",
    });
  });

  it("keeps 8 decimal places exactly and makes a negative ADJUSTMENT a CREDIT", async () => {
    const key = uniqueKey();
    const text = `{"type":"ADJUSTMENT","movement_datetime":"2026-03-01T10:00:00Z","amount":{"value_with_taxes":-1.21000001,"value_without_taxes":-1.00000001,"tax":{"type":"VAT","percentage":21}},"external_movement_unique_id":"${key}","billable":false,"description":"Precise credit"}`;
    const response = await rawJson(list, "POST", text);
    expect(response.status).toBe(201);
    const { id } = await read<{ id: string }>(response);
    const movement = Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));
    expect(movement.amount.value_with_taxes).toBe("-1.21000001");
    expect(movement.operation_type).toBe("CREDIT");
  });

  it("is idempotent per external_movement_unique_id: same body -> same id, other body -> 409", async () => {
    const json = movementBody();
    const first = await create(json);
    const replay = await api(list, { as: "agent", method: "POST", json });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await read<{ id: string }>(replay)).id).toBe(first);
    const before = await snapshot(list);
    await expectError(
      await api(list, { as: "agent", method: "POST", json: { ...json, description: "Something else" } }),
      409,
      "externalMovementUniqueIdConflict",
    );
    expect(await snapshot(list)).toBe(before);
    expect(await movements(`?externalMovementUniqueId=${json.external_movement_unique_id}`)).toHaveLength(1);
  });

  it("creates one movement for parallel retries of the same request", async () => {
    const json = movementBody();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api(list, { as: "agent", method: "POST", json })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => (await read<{ id: string }>(a)).id)));
    expect(ids.size).toBe(1);
    expect(await movements(`?externalMovementUniqueId=${json.external_movement_unique_id}`)).toHaveLength(1);
  });

  it("refuses bad bodies with 400 wrongMovementBody and leaves the store unchanged", async () => {
    const before = await snapshot(list);
    const ninePlaces = `{"type":"ONE_TIME_FEE","movement_datetime":"2026-03-01T10:00:00Z","amount":{"value_with_taxes":12.100000001,"value_without_taxes":10,"tax":{"type":"VAT","percentage":21}},"external_movement_unique_id":"${uniqueKey()}","billable":true,"description":"x"}`;
    await expectError(await rawJson(list, "POST", ninePlaces), 400, "wrongMovementBody");
    const bad: Record<string, unknown>[] = [
      movementBody({ type: "DISCOUNT" }),
      movementBody({ type: "CONSUMPTION" }),
      movementBody({
        amount: { value_with_taxes: 15, value_without_taxes: 10, tax: { type: "VAT", percentage: 21 } },
      }),
      movementBody({
        amount: { value_with_taxes: -12.1, value_without_taxes: -10, tax: { type: "VAT", percentage: 21 } },
      }),
      movementBody({
        amount: { value_with_taxes: 0, value_without_taxes: 0, tax: { type: "VAT", percentage: 21 } },
      }),
      movementBody({ billable: undefined }),
      movementBody({ transaction_type_id: "DEVICE_SALE" }),
      movementBody({ movement_datetime: "yesterday" }),
      movementBody({ external_movement_unique_id: "" }),
      movementBody({
        period_start_datetime: "2026-02-01T00:00:00Z",
        period_end_datetime: "2026-01-01T00:00:00Z",
      }),
    ];
    for (const json of bad)
      await expectError(await api(list, { as: "agent", method: "POST", json }), 400, "wrongMovementBody");
    await expectError(await rawJson(list, "POST", "{not json"), 400, "wrongMovementBody");
    expect(await snapshot(list)).toBe(before);
  });

  it("accepts a rounding difference of up to 0.01 between the amounts", async () => {
    const json = movementBody({
      amount: { value_with_taxes: 12.11, value_without_taxes: 10, tax: { type: "VAT", percentage: 21 } },
    });
    await create(json);
  });

  it("answers 400 subscriptionNotFound and 404 movementNotFound", async () => {
    await expectError(
      await api(`${sub("SUB-9999")}/movement`, { as: "agent", method: "POST", json: movementBody() }),
      400,
      "subscriptionNotFound",
    );
    await expectError(
      await api(`${sub("SUB-9999")}/movement/mov_x`, { as: "agent" }),
      400,
      "subscriptionNotFound",
    );
    await expectError(await api(`${list}/mov_unknown`, { as: "agent" }), 404, "movementNotFound");
    const [bobs] = Movement.array().parse(
      await read(await api(`${sub("SUB-1002")}/movement`, { as: "agent" })),
    );
    await expectError(await api(`${list}/${bobs?.id}`, { as: "agent" }), 404, "movementNotFound");
  });

  it("lets only agents write: customers, support and dave get 403 and nothing changes", async () => {
    const before = await snapshot(list);
    for (const as of ["alice", "support", "dave"])
      await expectError(await api(list, { as, method: "POST", json: movementBody() }), 403, "forbidden");
    await expectError(await api(list, { method: "POST", json: movementBody() }), 401, "unauthorized");
    expect(await snapshot(list)).toBe(before);
  });
});

describe("PUT and DELETE .../movement/{movement}", () => {
  it("updates a pending movement (204) and deletes it (204, then 404)", async () => {
    const json = movementBody();
    const id = await create(json);
    const update = await api(`${list}/${id}`, {
      as: "agent",
      method: "PUT",
      json: { ...json, description: "Updated fee", type: "RECURRING_CHARGE" },
    });
    expect(update.status).toBe(204);
    expect(await update.text()).toBe("");
    const movement = Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));
    expect(movement).toMatchObject({ description: "Updated fee", type: "RECURRING_CHARGE" });
    const deleted = await api(`${list}/${id}`, { as: "agent", method: "DELETE" });
    expect(deleted.status).toBe(204);
    await expectError(await api(`${list}/${id}`, { as: "agent" }), 404, "movementNotFound");
    await expectError(await api(`${list}/${id}`, { as: "agent", method: "DELETE" }), 404, "movementNotFound");
  });

  it("refuses to change an invoiced movement with 409 movementAlreadyInvoiced", async () => {
    const invoiced = (await movements()).find((m) => m.invoice_id !== "" && m.transaction_type_id === "");
    if (!invoiced) throw new Error("seed has no invoiced movement");
    const before = await snapshot(list);
    const json = movementBody({ external_movement_unique_id: invoiced.external_movement_unique_id });
    await expectError(
      await api(`${list}/${invoiced.id}`, { as: "agent", method: "PUT", json }),
      409,
      "movementAlreadyInvoiced",
    );
    await expectError(
      await api(`${list}/${invoiced.id}`, { as: "agent", method: "DELETE" }),
      409,
      "movementAlreadyInvoiced",
    );
    expect(await snapshot(list)).toBe(before);
  });

  it("answers 400 wrongMovementBody, 404 movementNotFound and 400 subscriptionNotFound", async () => {
    const json = movementBody();
    const id = await create(json);
    const before = await snapshot(`${list}/${id}`);
    await expectError(
      await api(`${list}/${id}`, { as: "agent", method: "PUT", json: { ...json, type: "DISCOUNT" } }),
      400,
      "wrongMovementBody",
    );
    await expectError(
      await api(`${list}/mov_nope`, { as: "agent", method: "PUT", json }),
      404,
      "movementNotFound",
    );
    await expectError(
      await api(`${sub("SUB-9999")}/movement/${id}`, { as: "agent", method: "DELETE" }),
      400,
      "subscriptionNotFound",
    );
    expect(await snapshot(`${list}/${id}`)).toBe(before);
  });

  it("refuses to reuse another movement's external id on update (409)", async () => {
    const a = movementBody();
    const b = movementBody();
    await create(a);
    const idB = await create(b);
    await expectError(
      await api(`${list}/${idB}`, {
        as: "agent",
        method: "PUT",
        json: { ...b, external_movement_unique_id: a.external_movement_unique_id },
      }),
      409,
      "externalMovementUniqueIdConflict",
    );
  });

  it("lets only agents update or delete", async () => {
    const json = movementBody();
    const id = await create(json);
    for (const as of ["alice", "support", "dave"]) {
      await expectError(await api(`${list}/${id}`, { as, method: "PUT", json }), 403, "forbidden");
      await expectError(await api(`${list}/${id}`, { as, method: "DELETE" }), 403, "forbidden");
    }
    expect((await api(`${list}/${id}`, { as: "agent" })).status).toBe(200);
  });
});
