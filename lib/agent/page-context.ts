import { callerOf, type OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { type PortalSession, requireSession } from "@/lib/auth/session";

/** Pages of the agent area: redirect to sign-in or /forbidden unless the user is an agent. */
export async function requireAgentPage(): Promise<{
  session: PortalSession;
  userId: string;
  org: string;
  name: string;
  auth: OperatorCaller;
}> {
  const session = await requireSession("agent");
  return {
    session,
    userId: session.user.id,
    org: session.user.org,
    name: session.user.name,
    auth: callerOf(session),
  };
}
