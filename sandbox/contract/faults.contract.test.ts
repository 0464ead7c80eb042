import { afterEach, describe, expect, inject, it } from "vitest";
import { ErrorDto } from "../../contract/appointments";
import { expectError, movementBody, read, sub } from "./billing-helpers";
import { admin, api, sandboxUrl } from "./client";

const list = `${sub("SUB-1001")}/movement`;

async function setFaults(rules: unknown[]) {
  const response = await admin("/faults", { method: "PUT", body: JSON.stringify({ rules }) });
  expect(response.status).toBe(200);
}

afterEach(async () => {
  await admin("/faults", { method: "DELETE" });
});

describe("injected faults answer as the contract's upstream failures", () => {
  it("gives a 502 the endpoint's own error code (section 7: getMovements), once", async () => {
    await setFaults([{ match: "^GET /billing/v1/.+/movement$", status: 502, times: 1 }]);
    await expectError(await api(list, { as: "agent" }), 502, "getMovements");
    expect((await api(list, { as: "agent" })).status).toBe(200);
  });

  it("gives a 500 the endpoint's code too (getSubscription on consumptions)", async () => {
    await setFaults([{ match: "^GET /billing/v1/.+/consumptions$", status: 500 }]);
    await expectError(await api(`${sub("SUB-1001")}/consumptions`, { as: "alice" }), 500, "getSubscription");
  });

  it("answers 504 with the generic gatewayTimeout body", async () => {
    await setFaults([{ match: "^GET /billing/v1/.+/movement$", status: 504 }]);
    await expectError(await api(list, { as: "agent" }), 504, "gatewayTimeout");
  });

  it("fails after the write with afterHandler: the movement exists although the caller saw 502", async () => {
    await setFaults([{ match: "^POST /billing/v1/.+/movement$", status: 502, afterHandler: true, times: 1 }]);
    const json = movementBody();
    await expectError(await api(list, { as: "agent", method: "POST", json }), 502, "createMovement");
    const found = await api(`${list}?externalMovementUniqueId=${json.external_movement_unique_id}`, {
      as: "agent",
    });
    expect(await read<unknown[]>(found)).toHaveLength(1);
  });

  it("answers an appointments fault with an ErrorDto, as every non-202 of that API", async () => {
    await setFaults([{ match: "^POST /appointments/v1/event$", status: 502 }]);
    const response = await fetch(`${sandboxUrl()}/appointments/v1/event`, {
      method: "POST",
      headers: { authorization: inject("appointmentsApiKey"), "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(502);
    const body = ErrorDto.parse(await response.json());
    expect(body).toMatchObject({ status: 502, msg: "Bad Gateway" });
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
  });
});
