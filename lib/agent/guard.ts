import { callerOf, type OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { refusalOf } from "@/lib/actions/define-action";
import { authorize, type PortalSession } from "@/lib/auth/session";
import type { ActionError } from "../actions/result";

export interface AgentContext {
  session: PortalSession;
  caller: OperatorCaller;
}

export type AgentGuard = { ok: true; ctx: AgentContext } | { ok: false; error: ActionError };

/**
 * Every agent action and route handler starts here. The org always comes from the session, never
 * from the form, so an agent of one org cannot address another org's subscriptions.
 */
export async function guardAgent(): Promise<AgentGuard> {
  const outcome = await authorize("agent");
  if (!outcome.ok) return { ok: false, error: await refusalOf(outcome) };
  return { ok: true, ctx: contextOf(outcome.session) };
}

/** The org always comes from the session, never from the form. */
export const contextOf = (session: PortalSession): AgentContext => ({
  session,
  caller: callerOf(session),
});
