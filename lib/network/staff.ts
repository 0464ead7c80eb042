import "server-only";
import type { NetworkScope } from "@/contract/gateway";
import { hasAnyRole } from "@/lib/auth/roles";
import type { PortalSession } from "@/lib/auth/session";
import type { NetworkCaller } from "@/lib/operator/gateway/api";
import { staffNetworkToken } from "@/lib/operator/gateway/token";
import { type NetworkResult, refused, settleNetwork } from "./result";

const E164 = /^\+[1-9][0-9]{4,14}$/;

/** The org a token was issued for; the token comes straight from the token service, server to server. */
function tokenOrg(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.org === "string" ? payload.org : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A staff caller for one line: role (agent or support) and number checked first, then a client
 * credentials token whose org must be the staff member's org. No line is asked about before that.
 */
export async function staffNetworkCaller(
  session: PortalSession,
  msisdn: string,
  scopes: readonly NetworkScope[],
  signal?: AbortSignal,
): Promise<NetworkResult<NetworkCaller>> {
  if (!hasAnyRole(session.user.roles, ["agent", "support"])) {
    return refused("forbidden", "onlyStaff");
  }
  if (!E164.test(msisdn)) return refused("invalidNumber", "invalidNumber");
  const token = await settleNetwork(staffNetworkToken(scopes, signal));
  if (!token.ok) return token;
  if (tokenOrg(token.data) !== session.user.org) {
    return refused("wrongTenant", "wrongTenant");
  }
  return { ok: true, data: { org: session.user.org, accessToken: token.data, phoneNumber: msisdn } };
}
