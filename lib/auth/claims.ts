import "server-only";
import { decodeJwt } from "jose";
import { AccessTokenClaims, type TokenResponse } from "@/contract/token";
import { REFRESH_MARGIN_MS } from "./config";
import { isRole } from "./roles";
import type { SessionToken } from "./session-token";

/**
 * Builds the session from a token response. The access token is read, not verified: it came straight
 * from the token service over our own server-side call, and every API verifies it on use.
 */
export function sessionFromTokens(
  tokens: TokenResponse,
  session: Pick<SessionToken, "sid" | "sessionExpires">,
  now = Date.now(),
): SessionToken {
  const claims = AccessTokenClaims.parse(decodeJwt(tokens.access_token));
  const username = claims.preferred_username ?? claims.sub;
  const lifetimeMs = tokens.expires_in * 1000;
  return {
    user: {
      id: claims.sub,
      name: claims.name ?? username,
      username,
      org: claims.org,
      roles: claims.roles.filter(isRole),
      subscriptions: claims.subscriptions,
      accounts: claims.accounts,
    },
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    // The relative expires_in, not exp: it does not depend on our clock agreeing with theirs.
    accessTokenExpires: now + lifetimeMs,
    refreshAt: now + lifetimeMs - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 5),
    sid: session.sid,
    sessionExpires: session.sessionExpires,
  };
}
