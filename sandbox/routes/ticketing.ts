import { Hono } from "hono";
import { z } from "zod";
import {
  TICKETING_PROVIDER_HEADER,
  type TicketMetadata,
  ticketingProvider,
  ticketStatus,
} from "../../contract/ticketing";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";
import { ApiError, errorBody } from "../http/errors";
import { assertOrg, assertRole, bearerAuth } from "../http/guards";
import { readProvider } from "../support/ticketing/provider";
import { applyTransition, findTicket, listTickets, readTicket } from "../support/ticketing/tickets-store";
import { readTransitionBody } from "../support/ticketing/transition-request";
import { transitionsFrom } from "../support/ticketing/workflow";

/** RFC 9745 deprecation date of the old custom-field layout (stand-in for the v2.2.0 release). */
const LEGACY_LAYOUT_DEPRECATION = "@1735689600";
const IGNORED_FIELDS_HEADER = "x-ignored-custom-fields";

const listQuery = z.object({ status: ticketStatus.optional(), provider: ticketingProvider.optional() });

/** Ticketing API v2 (docs/support-apis.md): staff only (agent, support). */
export function ticketingRoutes({ db }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  routes.use("/v2/*", bearerAuth());
  routes.use("/v2/orgs/:org/*", async (c, next) => {
    assertOrg(c, c.req.param("org"));
    assertRole(c, "agent", "support");
    await next();
  });

  // GET /ticketing/v2/orgs/{org}/tickets – the org's tickets, most recently updated first
  routes.get("/v2/orgs/:org/tickets", async (c) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, "invalidQuery", z.prettifyError(parsed.error));
    return c.json({ tickets: await listTickets(db, c.req.param("org"), parsed.data) });
  });

  const ticketOr404 = async (org: string, ticketId: string, header: string | undefined) => {
    const provider = readProvider(header, false);
    const ticket = await findTicket(db, org, ticketId);
    if (!ticket || (provider && ticket.provider !== provider))
      throw new ApiError(404, "ticketNotFound", `No ticket ${ticketId} in this tracker.`);
    return ticket;
  };

  // GET /ticketing/v2/orgs/{org}/ticket/{ticketId} – summary, status and transition history
  routes.get("/v2/orgs/:org/ticket/:ticketId", async (c) => {
    const { org, ticketId } = c.req.param();
    const ticket = await ticketOr404(org, ticketId, c.req.header(TICKETING_PROVIDER_HEADER));
    return c.json(await readTicket(db, ticket));
  });

  // GET /ticketing/v2/orgs/{org}/ticket/{ticketId}/metadata/update/properties – transitions legal now
  routes.get("/v2/orgs/:org/ticket/:ticketId/metadata/update/properties", async (c) => {
    const { org, ticketId } = c.req.param();
    const ticket = await ticketOr404(org, ticketId, c.req.header(TICKETING_PROVIDER_HEADER));
    const status = ticketStatus.parse(ticket.status);
    const body: TicketMetadata = {
      ticketId: ticket.id,
      provider: ticketingProvider.parse(ticket.provider),
      status,
      transitions: transitionsFrom(status),
    };
    return c.json(body);
  });

  // POST /ticketing/v2/orgs/{org}/ticket/{ticketId}/transitions – apply a workflow transition
  routes.post("/v2/orgs/:org/ticket/:ticketId/transitions", async (c) => {
    const { org, ticketId } = c.req.param();
    const provider = readProvider(c.req.header(TICKETING_PROVIDER_HEADER), true);
    if (!(await findTicket(db, org, ticketId).then((t) => t?.provider === provider)))
      throw new ApiError(404, "ticketNotFound", `No ticket ${ticketId} in the ${provider} tracker.`);

    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, "invalidTransitionRequest", "The body is not valid JSON.");
    }
    const request = readTransitionBody(json);
    if (!request.ok) throw new ApiError(400, "invalidTransitionRequest", request.message);

    const outcome = await applyTransition(db, {
      org,
      ticketId,
      provider,
      ...request.value,
      actorSub: c.get("principal").sub,
    });
    if (outcome.kind === "notFound")
      throw new ApiError(404, "ticketNotFound", `No ticket ${ticketId} in the ${provider} tracker.`);
    if (outcome.kind === "notAllowed")
      throw new ApiError(
        409,
        "transitionNotAllowed",
        outcome.known
          ? `Transition ${request.value.transitionId} cannot be applied to a ticket in status ${outcome.status}.`
          : `Transition ${request.value.transitionId} does not exist in this workflow.`,
      );
    if (outcome.ignored.length) c.header(IGNORED_FIELDS_HEADER, outcome.ignored.join(", "));
    if (outcome.kind === "invalidFields")
      return c.json(
        {
          ...errorBody(c, "invalidCustomFields", "Some custom fields are missing or invalid."),
          details: outcome.issues,
        },
        400,
      );
    if (outcome.legacy) c.header("deprecation", LEGACY_LAYOUT_DEPRECATION);
    c.header("x-ticket-status", outcome.toStatus);
    return c.body(null, 204);
  });

  return routes;
}
