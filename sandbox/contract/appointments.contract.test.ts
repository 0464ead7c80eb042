import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { ErrorDto, Outbox } from "../../contract/appointments";
import { sandboxUrl } from "./client";

const apiKey = () => inject("appointmentsApiKey");

function sampleEvent(overrides: { eventId?: string; body?: string } = {}) {
  return {
    eventId: overrides.eventId ?? `evt-${randomUUID()}`,
    eventTime: "2024-05-01T09:30:00Z",
    eventType: "AppointmentStateChangeEventNotification",
    event: {
      appointment: {
        id: "APT-77",
        category: "installation",
        status: "reminded",
        dateTimeStart: "2024-05-03T10:00:00+02:00",
        dateTimeEnd: "2024-05-03T12:00:00+02:00",
        formerDateTimeStart: "2024-05-02T10:00:00+02:00",
        formerDateTimeEnd: "2024-05-02T12:00:00+02:00",
        attachment: [
          {
            isRef: false,
            referredType: "sms",
            smsBody: overrides.body ?? "Reminder: your technician visits on 3 May at 10:00.",
            smsSender: "DemoTel",
            tenant: 1,
          },
        ],
        contactMedium: [
          {
            characteristic: { phoneNumber: "+34600100001", type: "mobile" },
            mediumType: "phone",
            preferred: false,
          },
          {
            characteristic: { phoneNumber: "+34600100004", type: "mobile" },
            mediumType: "phone",
            preferred: true,
          },
        ],
      },
    },
  };
}

type Json = Record<string, unknown>;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandboxUrl()}/appointments/v1/event`, {
    method: "POST",
    headers: { authorization: apiKey(), "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function outbox(query = "") {
  const response = await fetch(`${sandboxUrl()}/appointments/sandbox/outbox${query}`, {
    headers: { authorization: apiKey() },
  });
  expect(response.status).toBe(200);
  return Outbox.parse(await response.json()).messages;
}

async function expectErrorDto(response: Response, status: number, mentions?: string) {
  expect(response.status).toBe(status);
  const body = ErrorDto.parse(await response.json());
  expect(body.status).toBe(status);
  expect(body.msg).toBeTruthy();
  expect(body.id).toMatch(/^[0-9a-f]{32}$/);
  if (mentions) expect(body.componentMsg).toContain(mentions);
  return body;
}

/** Refusals must not queue any SMS. */
async function expectNoNewSms(refusals: () => Promise<void>) {
  const before = await outbox("?limit=500");
  await refusals();
  expect(await outbox("?limit=500")).toEqual(before);
}

/** A deep copy of the sample with one path changed (undefined deletes it). */
function mutate(path: (string | number)[], value: unknown) {
  const event = structuredClone(sampleEvent()) as Json;
  let node: Json = event;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  const last = path.at(-1) as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return event;
}

describe("POST /appointments/v1/event", () => {
  it("accepts an event with 202 and no body, and queues an SMS to the preferred contact", async () => {
    const event = sampleEvent();
    const response = await post(event);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    const [sms] = await outbox(`?eventId=${event.eventId}`);
    expect(sms).toMatchObject({
      eventId: event.eventId,
      appointmentId: "APT-77",
      sender: "DemoTel",
      to: "+34600100004",
      body: "Reminder: your technician visits on 3 May at 10:00.",
    });
  });

  it("falls back to the first contact medium when none is preferred; optional members may be left out", async () => {
    const event = mutate(
      ["event", "appointment", "contactMedium"],
      [
        { characteristic: { phoneNumber: "+34911222333" } },
        { characteristic: { phoneNumber: "+34600100004" }, preferred: false },
      ],
    );
    delete ((event.event as Json).appointment as Json).formerDateTimeEnd;
    expect((await post(event)).status).toBe(202);
    const [sms] = await outbox(`?eventId=${event.eventId}`);
    expect(sms?.to).toBe("+34911222333");
  });

  it("is idempotent on eventId: a replay is accepted again but sends no second SMS", async () => {
    const event = sampleEvent();
    expect((await post(event)).status).toBe(202);
    await expectNoNewSms(async () => {
      expect((await post(event)).status).toBe(202);
      expect((await post({ ...event, eventTime: "2024-05-01T10:00:00Z" })).status).toBe(202);
    });
    expect(await outbox(`?eventId=${event.eventId}`)).toHaveLength(1);
  });

  it("refuses a missing or wrong API key with 401", async () => {
    await expectNoNewSms(async () => {
      await expectErrorDto(await post(sampleEvent(), { authorization: "wrong-key" }), 401);
      await expectErrorDto(await post(sampleEvent(), { authorization: `Bearer ${apiKey()}` }), 401);
      const anonymous = await fetch(`${sandboxUrl()}/appointments/v1/event`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sampleEvent()),
      });
      await expectErrorDto(anonymous, 401);
    });
  });

  it("refuses a non-JSON content type with 415 and malformed JSON with 400", async () => {
    await expectNoNewSms(async () => {
      await expectErrorDto(await post(sampleEvent(), { "content-type": "text/plain" }), 415);
      await expectErrorDto(await post('{"eventId": "x",'), 400, "not valid JSON");
      await expectErrorDto(await post("[]"), 400);
    });
  });

  it("refuses missing required fields with 400 naming the field", async () => {
    const appointment = ["event", "appointment"];
    const required: (string | number)[][] = [
      ["eventId"],
      ["eventTime"],
      ["eventType"],
      ["event"],
      [...appointment, "id"],
      [...appointment, "category"],
      [...appointment, "status"],
      [...appointment, "dateTimeStart"],
      [...appointment, "dateTimeEnd"],
      [...appointment, "formerDateTimeStart"],
      [...appointment, "attachment"],
      [...appointment, "contactMedium"],
      [...appointment, "attachment", 0, "smsBody"],
      [...appointment, "attachment", 0, "smsSender"],
      [...appointment, "contactMedium", 0, "characteristic"],
    ];
    await expectNoNewSms(async () => {
      for (const path of required)
        await expectErrorDto(await post(mutate(path, undefined)), 400, path.join("."));
    });
  });

  it("refuses bad dates, an unknown eventType, bad phone numbers and bad arrays with 400", async () => {
    const appointment = ["event", "appointment"];
    const cases: [(string | number)[], unknown][] = [
      [["eventTime"], "yesterday"],
      [["eventTime"], "2024-05-01"],
      [["eventTime"], "2024-05-01T09:30:00"],
      [[...appointment, "dateTimeStart"], "2024-02-30T10:00:00Z"],
      [[...appointment, "formerDateTimeEnd"], "soon"],
      [[...appointment, "dateTimeEnd"], "2024-05-03T07:00:00+02:00"],
      [["eventType"], "AppointmentCreateEvent"],
      [[...appointment, "contactMedium", 0, "characteristic", "phoneNumber"], "600100001"],
      [[...appointment, "contactMedium", 0, "characteristic", "phoneNumber"], "+0600100001"],
      [[...appointment, "contactMedium", 1, "preferred"], "yes"],
      [[...appointment, "attachment"], []],
      [[...appointment, "attachment"], { smsBody: "x", smsSender: "y" }],
      [[...appointment, "contactMedium"], []],
      [[...appointment, "attachment", 0, "tenant"], 1.5],
    ];
    await expectNoNewSms(async () => {
      for (const [path, value] of cases) {
        const response = await post(mutate(path, value));
        await expectErrorDto(response, 400, path.join("."));
      }
    });
  });
});

describe("GET /appointments/sandbox/outbox", () => {
  it("lists newest first, with the API key or the admin key", async () => {
    const first = sampleEvent({ body: "first" });
    const second = sampleEvent({ body: "second" });
    await post(first);
    await post(second);
    const [newest, older] = await outbox("?limit=2");
    expect([newest?.body, older?.body]).toEqual(["second", "first"]);
    const asAdmin = await fetch(`${sandboxUrl()}/appointments/sandbox/outbox?limit=1`, {
      headers: { "x-admin-key": inject("adminKey") },
    });
    expect(Outbox.parse(await asAdmin.json()).messages).toHaveLength(1);
  });

  it("refuses callers without a key with 401 ErrorDto", async () => {
    await expectErrorDto(await fetch(`${sandboxUrl()}/appointments/sandbox/outbox`), 401);
    await expectErrorDto(await fetch(`${sandboxUrl()}/appointments/sandbox/outbox.html`), 401);
    const wrong = await fetch(`${sandboxUrl()}/appointments/sandbox/outbox`, {
      headers: { authorization: "nope" },
    });
    await expectErrorDto(wrong, 401);
  });

  it("never takes a key from the URL (400), even a right one", async () => {
    for (const page of ["outbox", "outbox.html"]) {
      const response = await fetch(`${sandboxUrl()}/appointments/sandbox/${page}?key=${apiKey()}`);
      await expectErrorDto(response, 400, "key");
    }
  });

  it("renders a readable HTML page with the messages escaped", async () => {
    const event = sampleEvent({ body: "Bring <ID> & invoice" });
    await post(event);
    const response = await fetch(`${sandboxUrl()}/appointments/sandbox/outbox.html`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key: apiKey() }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Bring &#60;ID&#62; &#38; invoice");
    expect(html).toContain(event.eventId);
  });
});
