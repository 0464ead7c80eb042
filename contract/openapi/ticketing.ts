import { z } from "zod";
import {
  TICKETING_PROVIDER_HEADER,
  Ticket,
  TicketingError,
  TicketList,
  TicketMetadata,
  ticketingProvider,
  ticketStatus,
  transitionInput,
} from "../ticketing";
import type { ApiDescription } from "./document";

const provider = {
  [TICKETING_PROVIDER_HEADER]: {
    description: "The tracker that holds the ticket (JAM, TGJ, JNEXT, JNODUS, OCEANE).",
  },
};

/** Ticketing v2 (seed 001, section 6). */
export const ticketingApi: ApiDescription = {
  id: "ticketing",
  title: "Ticketing v2",
  version: "2",
  description:
    "Tickets of an organization across its trackers, the transitions each allows now with their custom fields, and applying a transition. See docs/support-apis.md.",
  basePath: "/ticketing/v2",
  error: TicketingError,
  security: "bearer",
  operations: [
    {
      method: "get",
      path: "/orgs/{org}/tickets",
      operationId: "listTickets",
      summary: "Tickets, most recently updated first.",
      query: z.object({ status: ticketStatus.optional(), provider: ticketingProvider.optional() }),
      responses: { 200: TicketList },
    },
    {
      method: "get",
      path: "/orgs/{org}/ticket/{ticketId}",
      operationId: "getTicket",
      summary: "One ticket with its history.",
      headers: provider,
      responses: { 200: Ticket },
    },
    {
      method: "get",
      path: "/orgs/{org}/ticket/{ticketId}/metadata/update/properties",
      operationId: "getTicketMetadata",
      summary: "The transitions allowed from the ticket's status, with their fields.",
      headers: provider,
      responses: { 200: TicketMetadata },
    },
    {
      method: "post",
      path: "/orgs/{org}/ticket/{ticketId}/transitions",
      operationId: "transitionTicket",
      summary: "Applies a transition with its custom fields.",
      headers: provider,
      body: { schema: transitionInput },
      responses: { 204: null },
    },
  ],
};
