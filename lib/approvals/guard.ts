import "server-only";
import type { ActionError } from "@/lib/actions/result";
import { refusalOf } from "@/lib/agent/guard";
import { authorize, type PortalSession } from "@/lib/auth/session";

export type SupervisorGuard = { ok: true; session: PortalSession } | { ok: false; error: ActionError };

/** Approvals and limits: supervisors only, in their own org (the org always comes from the session). */
export async function guardSupervisor(): Promise<SupervisorGuard> {
  const outcome = await authorize("supervisor");
  return outcome.ok ? { ok: true, session: outcome.session } : { ok: false, error: refusalOf(outcome) };
}
