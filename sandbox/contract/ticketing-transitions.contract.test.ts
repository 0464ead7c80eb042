import { describe, expect, it } from "vitest";
import { TicketMetadata } from "../../contract/ticketing";
import { api } from "./client";
import { base, expectError, expectUnchanged, readTicket, transition } from "./ticketing-helpers";

describe("POST .../ticket/{ticketId}/transitions", () => {
  it("applies legal transitions with 204 and records them in the history", async () => {
    const start = await transition("1001", "JAM", {
      transitionId: 11,
      customFields: { assignee_group: "L2_NETWORK", estimated_hours: 2.5 },
    });
    expect(start.status).toBe(204);
    expect(await start.text()).toBe("");
    expect(start.headers.get("x-ticket-status")).toBe("IN_PROGRESS");
    expect(start.headers.get("deprecation")).toBeNull();

    const resolve = await transition("1001", "JAM", {
      transitionId: 41,
      customFields: {
        resolution: "FIXED",
        resolution_notes: "Reset the APN profile.",
        affected_services: ["DATA", "SMS"],
        resolved_on: "2024-05-02",
        time_spent_hours: 3,
      },
    });
    expect(resolve.status).toBe(204);

    const ticket = await readTicket("1001");
    expect(ticket.status).toBe("RESOLVED");
    expect(ticket.history).toHaveLength(2);
    expect(ticket.history[0]).toMatchObject({
      transitionId: 11,
      fromStatus: "OPEN",
      toStatus: "IN_PROGRESS",
      actor: "u-support",
      actorName: "Sam Porter",
      fields: { assignee_group: "L2_NETWORK", estimated_hours: 2.5 },
      ignoredFields: [],
      layout: "customFields",
    });
    expect(ticket.history[1]?.fields).toEqual({
      resolution: "FIXED",
      resolution_notes: "Reset the APN profile.",
      affected_services: ["DATA", "SMS"],
      resolved_on: "2024-05-02",
      time_spent_hours: 3,
    });
    const metadata = TicketMetadata.parse(
      await (await api(`${base}/ticket/1001/metadata/update/properties`, { as: "support" })).json(),
    );
    expect(metadata.transitions.map((t) => t.transitionId)).toEqual([51, 61]);
  });

  it("lets agents apply transitions too", async () => {
    const response = await transition(
      "1009",
      "JNODUS",
      { transitionId: 21, customFields: { customer_question: "Which handset model?" } },
      "agent",
    );
    expect(response.status).toBe(204);
    const ticket = await readTicket("1009");
    expect(ticket.status).toBe("WAITING_CUSTOMER");
    expect(ticket.history.at(-1)).toMatchObject({ actor: "u-agent", transitionId: 21 });
  });

  it("ignores fields the transition does not allow, names them in a header and the history", async () => {
    const response = await transition("1015", "OCEANE", {
      transitionId: 21,
      customFields: { customer_question: "Since when?", resolution: "FIXED", colour: "blue" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("x-ignored-custom-fields")).toBe("resolution, colour");
    const last = (await readTicket("1015")).history.at(-1);
    expect(last?.fields).toEqual({ customer_question: "Since when?" });
    expect(last?.ignoredFields).toEqual(["resolution", "colour"]);
  });

  it("tolerates the old layout (top-level properties) with a Deprecation header", async () => {
    const response = await transition("1012", "TGJ", {
      transitionId: 51,
      customer_satisfaction: 4,
      closing_comment: "Thanks",
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("deprecation")).toMatch(/^@\d+$/);
    const ticket = await readTicket("1012");
    expect(ticket.status).toBe("CLOSED");
    expect(ticket.history.at(-1)).toMatchObject({
      layout: "legacy",
      fields: { customer_satisfaction: 4, closing_comment: "Thanks" },
    });
  });

  it("tolerates the old placeholder properties (customfield_NNNNN) with a Deprecation header", async () => {
    const response = await transition("1018", "JNEXT", {
      transitionId: 61,
      customfield_10061: "Customer reports the noise again",
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("deprecation")).not.toBeNull();
    const ticket = await readTicket("1018");
    expect(ticket.status).toBe("OPEN");
    expect(ticket.history.at(-1)?.fields).toEqual({ reopen_reason: "Customer reports the noise again" });
  });

  it("refuses a missing, unknown or removed (JCC) provider with 400 before looking anything up", async () => {
    const body = { transitionId: 11, customFields: { assignee_group: "BILLING" } };
    await expectUnchanged("1008", async () => {
      await expectError(await transition("1008", null, body), 400, "missingTicketingProvider");
      await expectError(await transition("1008", "JCC", body), 400, "ticketingProviderRemoved");
      await expectError(await transition("1008", "ACME", body), 400, "invalidTicketingProvider");
      await expectError(await transition("1008", "jnext", body), 400, "invalidTicketingProvider");
      // Never routed: even an unknown ticket gets the provider refusal, not a 404.
      await expectError(await transition("9999", "JCC", body), 400, "ticketingProviderRemoved");
      await expectError(
        await api(`${base}/ticket/1008`, { as: "support", headers: { "ticketing-provider": "JCC" } }),
        400,
        "ticketingProviderRemoved",
      );
    });
  });

  it("answers 404 for an unknown ticket or a ticket held by another tracker", async () => {
    const body = { transitionId: 11, customFields: { assignee_group: "BILLING" } };
    await expectUnchanged("1008", async () => {
      await expectError(await transition("1008", "JAM", body), 404, "ticketNotFound");
      await expectError(await transition("9999", "JNEXT", body), 404, "ticketNotFound");
      await expectError(await transition("2001", "JAM", body), 404, "ticketNotFound");
    });
  });

  it("refuses customers, other orgs and anonymous callers", async () => {
    const body = { transitionId: 11, customFields: { assignee_group: "BILLING" } };
    await expectUnchanged("1008", async () => {
      await expectError(await transition("1008", "JNEXT", body, "alice"), 403, "forbidden");
      await expectError(await transition("1008", "JNEXT", body, "dave"), 403, "forbidden");
      const anonymous = await api(`${base}/ticket/1008/transitions`, {
        method: "POST",
        headers: { "ticketing-provider": "JNEXT" },
        json: body,
      });
      await expectError(anonymous, 401, "unauthorized");
    });
  });

  it("refuses a transition that is not legal from the current status with 409", async () => {
    await expectUnchanged("1005", async () => {
      const closed = await transition("1005", "OCEANE", {
        transitionId: 41,
        customFields: { resolution: "FIXED", resolution_notes: "x" },
      });
      const body = await expectError(closed, 409, "transitionNotAllowed");
      expect(body.message).toContain("CLOSED");
      await expectError(
        await transition("1005", "OCEANE", { transitionId: 999 }),
        409,
        "transitionNotAllowed",
      );
    });
  });

  it("refuses a malformed body with 400 invalidTransitionRequest", async () => {
    await expectUnchanged("1008", async () => {
      for (const body of [
        {},
        { transitionId: "11" },
        { transitionId: 11.5 },
        { transitionId: 2 ** 31 },
        [11],
      ])
        await expectError(await transition("1008", "JNEXT", body), 400, "invalidTransitionRequest");
      await expectError(
        await transition("1008", "JNEXT", { transitionId: 11, customFields: ["BILLING"] }),
        400,
        "invalidTransitionRequest",
      );
      const notJson = await api(`${base}/ticket/1008/transitions`, {
        as: "support",
        method: "POST",
        headers: { "ticketing-provider": "JNEXT", "content-type": "application/json" },
        body: "{transitionId: 11",
      });
      await expectError(notJson, 400, "invalidTransitionRequest");
    });
  });

  it("enforces required fields", async () => {
    await expectUnchanged("1008", async () => {
      for (const customFields of [undefined, {}, { assignee_group: "" }, { assignee_group: null }]) {
        const body = await expectError(
          await transition("1008", "JNEXT", { transitionId: 11, customFields }),
          400,
          "invalidCustomFields",
        );
        expect(body.details).toEqual([
          expect.objectContaining({ field: "assignee_group", code: "requiredField" }),
        ]);
      }
    });
  });

  it("validates types and allowed values", async () => {
    await expectUnchanged("1002", async () => {
      const response = await transition("1002", "TGJ", {
        transitionId: 41,
        customFields: {
          resolution: "MAYBE",
          resolution_notes: 42,
          affected_services: ["DATA", "FAX"],
          resolved_on: "2024-13-01",
          time_spent_hours: "three",
        },
      });
      const body = await expectError(response, 400, "invalidCustomFields");
      const byField = Object.fromEntries((body.details ?? []).map((d) => [d.field, d.code]));
      expect(byField).toEqual({
        resolution: "valueNotAllowed",
        resolution_notes: "invalidType",
        affected_services: "valueNotAllowed",
        resolved_on: "invalidType",
        time_spent_hours: "invalidType",
      });
      const tooMuch = await transition("1002", "TGJ", {
        transitionId: 41,
        customFields: { resolution: "FIXED", resolution_notes: "ok", time_spent_hours: -1 },
      });
      expect((await expectError(tooMuch, 400, "invalidCustomFields")).details?.[0]?.code).toBe("outOfRange");
      const multiNotArray = await transition("1002", "TGJ", {
        transitionId: 41,
        customFields: { resolution: "FIXED", resolution_notes: "ok", affected_services: "DATA" },
      });
      expect((await expectError(multiNotArray, 400, "invalidCustomFields")).details?.[0]?.code).toBe(
        "invalidType",
      );
    });
  });

  it("lets only one of two racing transitions from the same status through", async () => {
    const body = { transitionId: 11, customFields: { assignee_group: "BILLING" } };
    const answers = await Promise.all([
      transition("1020", "OCEANE", body),
      transition("1020", "OCEANE", body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 409]);
    expect((await readTicket("1020")).history).toHaveLength(1);
  });
});
