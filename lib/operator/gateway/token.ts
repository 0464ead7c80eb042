import "server-only";
import { env } from "@/lib/env";
import { operatorJson } from "@/lib/http";
import { type NetworkScope, NetworkTokenResponse } from "../../../contract/gateway";

const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
const ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token";
/** A cached token is given up this long before it expires, so no call leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 30_000;

function basic(id: string, secret: string): string {
  // RFC 6749 2.3.1: client id and secret are form-urlencoded before base64.
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;
}

function requestToken(authorization: string, form: Record<string, string>, signal?: AbortSignal) {
  return operatorJson(NetworkTokenResponse, `${env.OPERATOR_AUTH_URL}/oauth/token`, {
    method: "POST",
    headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    signal,
  });
}

const scopeKey = (scopes: readonly NetworkScope[]) => [...new Set(scopes)].sort().join(" ");

const cache = new Map<string, { token: string; expiresAt: number }>();

/**
 * (a) Staff token: client credentials of the network client, no subscriber in it (the number goes in
 * the body). Cached per scope set until shortly before expiry; callers check role and tenant first.
 */
export async function staffNetworkToken(
  scopes: readonly NetworkScope[],
  signal?: AbortSignal,
): Promise<string> {
  const key = scopeKey(scopes);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const response = await requestToken(
    basic(env.OPERATOR_NETWORK_CLIENT_ID, env.OPERATOR_NETWORK_CLIENT_SECRET),
    { grant_type: "client_credentials", scope: key },
    signal,
  );
  cache.set(key, {
    token: response.access_token,
    expiresAt: Date.now() + response.expires_in * 1000 - EXPIRY_MARGIN_MS,
  });
  return response.access_token;
}

/** Forgets cached staff tokens (a 401 from the gateway means the cached one is no longer accepted). */
export function forgetStaffNetworkTokens(): void {
  cache.clear();
}

/**
 * (b) Customer token: RFC 8693 exchange of the customer's own access token for one bound to their
 * number. Never cached: it is per user and short-lived, and the body then carries no phoneNumber.
 */
export async function subscriberNetworkToken(
  customerAccessToken: string,
  msisdn: string,
  scopes: readonly NetworkScope[],
): Promise<string> {
  const response = await requestToken(basic(env.OPERATOR_CLIENT_ID, env.OPERATOR_CLIENT_SECRET), {
    grant_type: TOKEN_EXCHANGE,
    subject_token: customerAccessToken,
    subject_token_type: ACCESS_TOKEN_TYPE,
    scope: scopeKey(scopes),
    login_hint: `tel:${msisdn}`,
  });
  return response.access_token;
}
