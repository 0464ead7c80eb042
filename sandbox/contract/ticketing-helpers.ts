import { expect } from "vitest";
import { Ticket, TicketingError } from "../../contract/ticketing";
import { api } from "./client";

/** Shared by the ticketing contract tests (ticketing-*.contract.test.ts). */
export const base = "/ticketing/v2/orgs/demo";

export const transition = (ticketId: string, provider: string | null, body: unknown, as = "support") =>
  api(`${base}/ticket/${ticketId}/transitions`, {
    as,
    method: "POST",
    headers: provider === null ? {} : { "ticketing-provider": provider },
    json: body,
  });

export async function readTicket(ticketId: string) {
  const response = await api(`${base}/ticket/${ticketId}`, { as: "support" });
  expect(response.status).toBe(200);
  return Ticket.parse(await response.json());
}

export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = TicketingError.parse(await response.json());
  expect(body.error).toBe(code);
  return body;
}

/** Runs the refusals and checks that the ticket (status and history) is exactly as before. */
export async function expectUnchanged(ticketId: string, refusals: () => Promise<void>) {
  const before = await readTicket(ticketId);
  await refusals();
  expect(await readTicket(ticketId)).toEqual(before);
}
