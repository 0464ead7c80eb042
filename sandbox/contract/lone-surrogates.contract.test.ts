import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { ErrorDto, Outbox } from "@/contract/appointments";
import { Movement, MovementCreated } from "@/contract/billing";
import { OPERATOR_APIS } from "../../contract/openapi";
import { expectError, movementBody, rawJson, read, snapshot, sub } from "./billing-helpers";
import { api, sandboxUrl } from "./client";

// A lone UTF-16 surrogate travels in JSON as an escape ("\ud83d") but no store can keep it: PostgreSQL
// refused the write, and the appointment event was a 500.

const PARAMS: Record<string, string> = { org: "demo", subscription: "SUB-1001", subscriptionId: "SUB-1001" };

/** Every operation that takes a JSON body (a form or a multipart upload cannot carry a lone surrogate). */
const jsonWrites = OPERATOR_APIS.flatMap((description) =>
  description.operations
    .filter((op) => op.body && (op.body.contentType ?? "application/json") === "application/json")
    .map((op) => ({
      url: `${description.basePath}${op.path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? "x")}`,
      method: op.method.toUpperCase(),
      operation: `${op.method.toUpperCase()} ${description.basePath}${op.path}`,
    })),
);

const list = `${sub("SUB-1001")}/movement`;

function appointmentEvent(smsBody: string) {
  return {
    eventId: `evt-${randomUUID()}`,
    eventTime: "2024-05-01T09:30:00Z",
    eventType: "AppointmentStateChangeEventNotification",
    event: {
      appointment: {
        id: "APT-78",
        category: "installation",
        status: "reminded",
        dateTimeStart: "2024-05-03T10:00:00+02:00",
        dateTimeEnd: "2024-05-03T12:00:00+02:00",
        formerDateTimeStart: "2024-05-02T10:00:00+02:00",
        formerDateTimeEnd: "2024-05-02T12:00:00+02:00",
        attachment: [{ isRef: false, referredType: "sms", smsBody, smsSender: "DemoTel", tenant: 1 }],
        contactMedium: [
          {
            characteristic: { phoneNumber: "+34600100001", type: "mobile" },
            mediumType: "phone",
            preferred: true,
          },
        ],
      },
    },
  };
}

async function outboxSize() {
  const response = await fetch(`${sandboxUrl()}/appointments/sandbox/outbox?limit=500`, {
    headers: { authorization: inject("appointmentsApiKey") },
  });
  return Outbox.parse(await response.json()).messages.length;
}

const postEvent = (event: unknown) =>
  fetch(`${sandboxUrl()}/appointments/v1/event`, {
    method: "POST",
    headers: { authorization: inject("appointmentsApiKey"), "content-type": "application/json" },
    body: JSON.stringify(event),
  });

describe("item 26: a lone UTF-16 surrogate in a request", () => {
  it("is looked for in a body for every API that takes JSON", () => {
    expect(new Set(jsonWrites.map((w) => w.url.split("/")[1]))).toEqual(
      new Set(["billing", "gateway", "appointments", "ticketing"]),
    );
  });

  it.each(jsonWrites)(
    "$operation: a lone surrogate in the body is a 400 in the API's error body",
    async (write) => {
      const response = await api(write.url, {
        as: "agent",
        method: write.method,
        body: '{"description":"a\\ud800b","name":"\\udc00"}',
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("lone UTF-16 surrogate");
    },
  );

  it("in an appointment event's SMS is a 400 ErrorDto (it was a 500), and no SMS is queued", async () => {
    const before = await outboxSize();
    const response = await postEvent(appointmentEvent("Your visit \ud83d is on 3 May"));
    expect(response.status).toBe(400);
    const body = ErrorDto.parse(await response.json());
    expect(body.componentMsg).toContain("lone UTF-16 surrogate");
    expect(await outboxSize()).toBe(before);
    const whole = await postEvent(appointmentEvent("Your visit 🛠️ is on 3 May"));
    expect(whole.status, await whole.text()).toBe(202);
  });

  it("in a movement description is refused with invalidCharacter, creating nothing; a whole emoji is kept", async () => {
    const before = await snapshot(list);
    const text = JSON.stringify(movementBody({ description: "Fee \ud83d" }));
    expect(text).toContain("\\ud83d");
    await expectError(await rawJson(list, "POST", text), 400, "invalidCharacter");
    expect(await snapshot(list)).toBe(before);

    const description = "Fee \ud83d\ude00";
    const created = await api(list, { as: "agent", method: "POST", json: movementBody({ description }) });
    expect(created.status).toBe(201);
    const { id } = MovementCreated.parse(await read(created));
    expect(Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" }))).description).toBe(
      description,
    );
  });

  it("takes an escaped backslash followed by ud800 as the text it is", async () => {
    const description = "C:\\ud800\\files";
    const created = await api(list, { as: "agent", method: "POST", json: movementBody({ description }) });
    expect(created.status).toBe(201);
  });
});
