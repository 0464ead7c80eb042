import "server-only";
import { refusalOf } from "@/lib/actions/define-action";
import type { ActionError } from "@/lib/actions/result";
import { authorize, type PortalSession } from "@/lib/auth/session";

/** Every support route handler starts here: a signed-in user with the support role. */
export async function supportSession(): Promise<
  { ok: true; session: PortalSession } | { ok: false; status: 401 | 403; error: ActionError }
> {
  const outcome = await authorize("support");
  if (outcome.ok) return outcome;
  return { ok: false, status: outcome.status, error: await refusalOf(outcome) };
}
