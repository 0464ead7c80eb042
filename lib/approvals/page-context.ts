import { callerOf } from "@/lib/operator/caller";
import "server-only";
import { requireSession } from "@/lib/auth/session";

/** Pages of the supervisor area: redirect to sign-in or /forbidden unless the user is a supervisor. */
export async function requireSupervisorPage() {
  const session = await requireSession("supervisor");
  const { id, name, org } = session.user;
  return { userId: id, name, org, auth: callerOf(session) };
}
