import { callerOf } from "@/lib/operator/caller";
import "server-only";
import {
  REMOVED_TICKETING_PROVIDERS,
  type Ticket,
  TicketingError,
  type TicketingProvider,
  type TicketMetadata,
  ticketingProvider,
} from "@/contract/ticketing";
import { type ActionResult, fail, fieldErrorsOf, succeed } from "@/lib/actions/result";
import type { PortalSession } from "@/lib/auth/session";
import type { OperatorError } from "@/lib/http";
import type { ErrorWords } from "@/lib/i18n/error-message";
import { getTicket, getTicketMetadata } from "@/lib/operator/ticketing/api";
import { listRecent, rememberRecent } from "@/lib/store/recent";
import { errorWords } from "../actions/error-words";
import { toActionError } from "../actions/operator-error";

export const TICKET_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export type ProviderCheck =
  | { ok: true; provider: TicketingProvider }
  | { ok: false; reason: "removed" | "unknown"; value: string };

/** URL segment -> provider; JCC gets its own explanation because it was removed in v2.2.0. */
export function parseProvider(value: string): ProviderCheck {
  const upper = value.toUpperCase();
  const parsed = ticketingProvider.safeParse(upper);
  if (parsed.success) return { ok: true, provider: parsed.data };
  const removed = (REMOVED_TICKETING_PROVIDERS as readonly string[]).includes(upper);
  return { ok: false, reason: removed ? "removed" : "unknown", value: upper };
}

/** Words for the ticketing API's refusals; the upstream message is already specific, so it is kept. */
export function describeTicketingError(error: OperatorError, t: ErrorWords): string | undefined {
  if (error.status === 404) return t("action.ticketNotFound", { message: error.message });
  if (error.status === 403) return t("action.ticketForbidden");
  return undefined;
}

/** Field issues of a 400 (`details`), keyed by custom field name. */
export function ticketFieldErrors(error: OperatorError): Record<string, string> | undefined {
  const parsed = TicketingError.safeParse(error.body);
  if (!parsed.success || !parsed.data.details?.length) return undefined;
  return fieldErrorsOf(parsed.data.details.map((issue) => ({ path: [issue.field], message: issue.message })));
}

export interface TicketView {
  ticket: Ticket;
  metadata: TicketMetadata;
}

/** Reads a ticket and the transitions it allows now, and remembers it among the person's recent tickets. */
export async function loadTicket(
  session: PortalSession,
  provider: TicketingProvider,
  ticketId: string,
): Promise<ActionResult<TicketView>> {
  if (!TICKET_ID_PATTERN.test(ticketId)) {
    const message = (await errorWords())("action.invalidTicketId", { id: ticketId });
    return fail({ code: "invalidTicketId", message, status: 400 });
  }
  const auth = callerOf(session);
  try {
    const [ticket, metadata] = await Promise.all([
      getTicket(auth, provider, ticketId),
      getTicketMetadata(auth, provider, ticketId),
    ]);
    await rememberRecent({
      userId: session.user.id,
      org: session.user.org,
      kind: "ticket",
      key: `${provider}/${ticket.ticketId}`,
      label: ticket.summary,
    }).catch((error: unknown) => console.error("[support] could not remember the recent ticket", error));
    return succeed({ ticket, metadata });
  } catch (error) {
    return fail(await toActionError(error, describeTicketingError));
  }
}

export interface RecentTicket {
  provider: TicketingProvider;
  ticketId: string;
  label: string;
  openedAt: string;
}

export async function recentTickets(session: PortalSession): Promise<RecentTicket[]> {
  const rows = await listRecent(session.user.id, session.user.org, "ticket");
  return rows.flatMap((row) => {
    const [providerText = "", ticketId = ""] = row.key.split("/");
    const provider = ticketingProvider.safeParse(providerText);
    if (!provider.success || !ticketId) return [];
    return [
      { provider: provider.data, ticketId, label: row.label, openedAt: new Date(row.openedAt).toISOString() },
    ];
  });
}
