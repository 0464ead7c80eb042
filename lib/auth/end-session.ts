import "server-only";
import { revokeRefreshToken } from "@/lib/operator/token/client";
import { sessionRegistry } from "./session-registry";
import type { SessionToken } from "./session-token";

/**
 * Ends one session: its record (a copied cookie stops working on every instance) and its upstream
 * sign-in (a copied refresh token can no longer be used).
 */
export async function endSession(token: Pick<SessionToken, "sid" | "refreshToken">): Promise<void> {
  await Promise.all([sessionRegistry.revoke(token.sid), revokeRefreshToken(token.refreshToken)]);
}
