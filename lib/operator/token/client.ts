import "server-only";
import { env } from "@/lib/env";
import { operatorJson } from "@/lib/http";
import { TokenResponse } from "../../../contract/token";

function basicAuth(): string {
  // RFC 6749 2.3.1: client id and secret are form-urlencoded before base64.
  const id = encodeURIComponent(env.OPERATOR_CLIENT_ID);
  const secret = encodeURIComponent(env.OPERATOR_CLIENT_SECRET);
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

function tokenRequest(form: Record<string, string>): Promise<TokenResponse> {
  return operatorJson(TokenResponse, `${env.OPERATOR_AUTH_URL}/oauth/token`, {
    method: "POST",
    headers: {
      authorization: basicAuth(),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
  });
}

/** Password grant. Wrong credentials throw OperatorError with status 400 and code "invalid_grant". */
export function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return tokenRequest({ grant_type: "password", username, password });
}

/** Refresh grant: each call rotates, the old refresh token must not be used again (after the upstream grace). */
export function refreshGrant(refreshToken: string): Promise<TokenResponse> {
  return tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
}

/**
 * RFC 7009 revocation of a refresh token (its whole sign-in, in the sandbox), only where the operator
 * offers it (OPERATOR_REVOCATION_URL). Best effort: sign-out goes on when the operator cannot be reached.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  if (!env.OPERATOR_REVOCATION_URL) return;
  try {
    const response = await fetch(env.OPERATOR_REVOCATION_URL, {
      method: "POST",
      headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: refreshToken, token_type_hint: "refresh_token" }).toString(),
      signal: AbortSignal.timeout(env.OPERATOR_TIMEOUT_MS),
    });
    if (!response.ok) console.error(`[auth] token revocation answered ${response.status}`);
  } catch (error) {
    console.error("[auth] token revocation failed", error);
  }
}
