import { describe, expect, it } from "vitest";
import { TicketList, TicketMetadata } from "../../contract/ticketing";
import { api } from "./client";
import { base, expectError, readTicket } from "./ticketing-helpers";

describe("ticketing reads", () => {
  it("lists the org's tickets 1001-1020, not acme's", async () => {
    const response = await api(`${base}/tickets`, { as: "support" });
    expect(response.status).toBe(200);
    const { tickets } = TicketList.parse(await response.json());
    const ids = tickets.map((t) => t.ticketId).sort();
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => String(1001 + i)));
    expect(new Set(tickets.map((t) => t.provider))).toEqual(
      new Set(["JAM", "TGJ", "JNEXT", "JNODUS", "OCEANE"]),
    );
    expect(new Set(tickets.map((t) => t.status)).size).toBe(5);
    const filtered = TicketList.parse(
      await (await api(`${base}/tickets?status=OPEN`, { as: "agent" })).json(),
    );
    expect(filtered.tickets.every((t) => t.status === "OPEN")).toBe(true);
    await expectError(await api(`${base}/tickets?status=DONE`, { as: "support" }), 400, "invalidQuery");
  });

  it("reads a ticket with its transition history", async () => {
    const ticket = await readTicket("1004");
    expect(ticket).toMatchObject({ ticketId: "1004", provider: "JNODUS", status: "RESOLVED" });
    expect(ticket.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ["OPEN", "IN_PROGRESS"],
      ["IN_PROGRESS", "RESOLVED"],
    ]);
    expect(ticket.history[1]?.fields).toHaveProperty("resolution");
  });

  it("lists the transitions legal from the current status with their fields", async () => {
    const response = await api(`${base}/ticket/1004/metadata/update/properties`, {
      as: "support",
      headers: { "ticketing-provider": "JNODUS" },
    });
    expect(response.status).toBe(200);
    const metadata = TicketMetadata.parse(await response.json());
    expect(metadata.status).toBe("RESOLVED");
    expect(metadata.transitions.map((t) => t.transitionId)).toEqual([51, 61]);
    const inProgress = TicketMetadata.parse(
      await (await api(`${base}/ticket/1002/metadata/update/properties`, { as: "agent" })).json(),
    );
    const resolve = inProgress.transitions.find((t) => t.transitionId === 41);
    expect(new Set(resolve?.fields.map((f) => f.type))).toEqual(
      new Set(["text", "number", "date", "single_choice", "multi_choice"]),
    );
    expect(resolve?.fields.find((f) => f.name === "resolution")).toMatchObject({
      required: true,
      allowedValues: expect.arrayContaining(["FIXED"]),
    });
    expect(resolve?.fields.some((f) => !f.required)).toBe(true);
  });

  it("answers 404 for an unknown ticket, another org's ticket, or another tracker's ticket", async () => {
    await expectError(await api(`${base}/ticket/9999`, { as: "support" }), 404, "ticketNotFound");
    await expectError(await api(`${base}/ticket/2001`, { as: "support" }), 404, "ticketNotFound");
    const wrongTracker = await api(`${base}/ticket/1004/metadata/update/properties`, {
      as: "support",
      headers: { "ticketing-provider": "JAM" },
    });
    await expectError(wrongTracker, 404, "ticketNotFound");
  });

  it("refuses customers, other orgs and anonymous callers", async () => {
    await expectError(await api(`${base}/ticket/1001`, { as: "alice" }), 403, "forbidden");
    await expectError(await api(`${base}/tickets`, { as: "dave" }), 403, "forbidden");
    await expectError(await api(`${base}/tickets`), 401, "unauthorized");
  });
});
