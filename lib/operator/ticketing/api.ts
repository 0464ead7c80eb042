import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { env } from "@/lib/env";
import { operatorFetch, operatorJson } from "@/lib/http";
import {
  TICKETING_PROVIDER_HEADER,
  Ticket,
  type TicketingProvider,
  TicketList,
  TicketMetadata,
  type TicketStatus,
  type TicketTransitionInput,
} from "../../../contract/ticketing";

/** Typed client of the ticketing API v2 (contract 4.5, 9); designed parts in docs/support-apis.md. */
const seg = encodeURIComponent;
const ticketUrl = (auth: OperatorCaller, ticketId: string) =>
  `${env.OPERATOR_TICKETING_URL}/v2/orgs/${seg(auth.org)}/ticket/${seg(ticketId)}`;
const headers = (auth: OperatorCaller, provider: TicketingProvider) => ({
  authorization: `Bearer ${auth.accessToken}`,
  [TICKETING_PROVIDER_HEADER]: provider,
});

/** GET .../ticket/{ticketId}: summary, status and history (oldest first). */
export function getTicket(
  auth: OperatorCaller,
  provider: TicketingProvider,
  ticketId: string,
): Promise<Ticket> {
  return operatorJson(Ticket, ticketUrl(auth, ticketId), { headers: headers(auth, provider) });
}

/** GET .../ticket/{ticketId}/metadata/update/properties: the transitions legal now and their fields. */
export function getTicketMetadata(
  auth: OperatorCaller,
  provider: TicketingProvider,
  ticketId: string,
): Promise<TicketMetadata> {
  return operatorJson(TicketMetadata, `${ticketUrl(auth, ticketId)}/metadata/update/properties`, {
    headers: headers(auth, provider),
  });
}

/** GET .../tickets: the org's tickets, most recently updated first, optionally of one provider/status. */
export function listTickets(
  auth: OperatorCaller,
  filter: { provider?: TicketingProvider; status?: TicketStatus } = {},
): Promise<TicketList> {
  return operatorJson(TicketList, `${env.OPERATOR_TICKETING_URL}/v2/orgs/${seg(auth.org)}/tickets`, {
    headers: { authorization: `Bearer ${auth.accessToken}` },
    query: filter,
  });
}

/**
 * POST .../ticket/{ticketId}/transitions with `{transitionId, customFields}` (v2.2.0 layout only).
 * No response body; returns the trace id of the accepted request.
 */
export async function transitionTicket(
  auth: OperatorCaller,
  provider: TicketingProvider,
  ticketId: string,
  input: TicketTransitionInput,
): Promise<{ traceId?: string }> {
  const { traceId } = await operatorFetch(`${ticketUrl(auth, ticketId)}/transitions`, {
    method: "POST",
    headers: headers(auth, provider),
    json: input,
  });
  return { traceId };
}
