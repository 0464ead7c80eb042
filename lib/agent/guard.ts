import "server-only";
import { type AuthorizeOutcome, authorize, type PortalSession } from "@/lib/auth/session";
import type { BillingAuth } from "@/lib/operator/billing/api";
import type { ActionError } from "../actions/result";

export interface AgentContext {
  session: PortalSession;
  caller: BillingAuth;
}

export type AgentGuard = { ok: true; ctx: AgentContext } | { ok: false; error: ActionError };

/**
 * Every agent action and route handler starts here. The org always comes from the session, never
 * from the form, so an agent of one org cannot address another org's subscriptions.
 */
export async function guardAgent(): Promise<AgentGuard> {
  const outcome = await authorize("agent");
  if (!outcome.ok) return { ok: false, error: refusalOf(outcome) };
  const { session } = outcome;
  return { ok: true, ctx: { session, caller: { org: session.user.org, accessToken: session.accessToken } } };
}

/** A signed-out (401) or wrong-role (403) caller, as an action error. */
export const refusalOf = (outcome: Extract<AuthorizeOutcome, { ok: false }>): ActionError => ({
  code: outcome.status === 401 ? "unauthenticated" : "forbidden",
  message: outcome.message,
  status: outcome.status,
});
