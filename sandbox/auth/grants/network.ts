import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { SignJWT } from "jose";
import { sandboxNow } from "../../http/clock";
import { parseNetworkScopes } from "../../network/scopes";
import type { SandboxDb } from "../../store/db";
import { accounts, type clients, subscriptions } from "../../store/schema";
import { readSettings } from "../../store/settings";
import { loadSigningKey, SIGNING_ALG, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../keys";
import type { TokenVerifier } from "../verify";

export const CLIENT_CREDENTIALS = "client_credentials";
export const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
const ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token";

type Client = typeof clients.$inferSelect;

export type GrantOutcome =
  | { ok: true; body: Record<string, string | number> }
  | {
      ok: false;
      error: "invalid_request" | "invalid_grant" | "invalid_target" | "invalid_scope" | "unauthorized_client";
      description: string;
    };

async function signNetworkToken(db: SandboxDb, claims: Record<string, unknown>, subject: string) {
  const [key, settings] = await Promise.all([loadSigningKey(db), readSettings(db)]);
  const now = Math.floor(sandboxNow() / 1000);
  const accessToken = await new SignJWT({ token_use: "access", ...claims })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(subject)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + settings.accessTokenTtlSeconds)
    .sign(key.privateKey);
  return { access_token: accessToken, expires_in: settings.accessTokenTtlSeconds, token_type: "Bearer" };
}

const badScope = {
  ok: false,
  error: "invalid_scope",
  description: "Only network-API scopes can be requested.",
} as const;

/** (a) Client credentials of a network-type client: a token that identifies no subscriber. */
export async function clientCredentialsGrant(
  db: SandboxDb,
  client: Client,
  form: URLSearchParams,
): Promise<GrantOutcome> {
  if (client.type !== "network")
    return {
      ok: false,
      error: "unauthorized_client",
      description: "Only network-type clients may use client_credentials.",
    };
  const scopes = parseNetworkScopes(form.get("scope"));
  if (!scopes) return badScope;
  const scope = scopes.join(" ");
  const token = await signNetworkToken(db, { org: client.orgId, client_id: client.id, scope }, client.id);
  return { ok: true, body: { ...token, scope } };
}

const TEL_HINT = /^tel:(\+[1-9][0-9]{4,14})$/;

/**
 * (b) RFC 8693 token exchange by a customer-type client: the customer's access token becomes a token
 * bound to one of their own numbers (`login_hint=tel:+…`).
 */
export async function tokenExchangeGrant(
  db: SandboxDb,
  verify: TokenVerifier,
  client: Client,
  form: URLSearchParams,
): Promise<GrantOutcome> {
  if (client.type !== "customer")
    return {
      ok: false,
      error: "unauthorized_client",
      description: "Only customer-type clients may exchange tokens.",
    };
  const subjectToken = form.get("subject_token");
  if (!subjectToken)
    return { ok: false, error: "invalid_request", description: "subject_token is required." };
  if (form.get("subject_token_type") !== ACCESS_TOKEN_TYPE)
    return {
      ok: false,
      error: "invalid_request",
      description: `subject_token_type must be ${ACCESS_TOKEN_TYPE}.`,
    };
  const phoneNumber = TEL_HINT.exec(form.get("login_hint") ?? "")?.[1];
  if (!phoneNumber)
    return {
      ok: false,
      error: "invalid_request",
      description: "login_hint must be tel: followed by an E.164 number.",
    };
  const scopes = parseNetworkScopes(form.get("scope"));
  if (!scopes) return badScope;

  const verified = await verify(subjectToken);
  if (
    !verified.ok ||
    !verified.principal.roles.includes("customer") ||
    verified.principal.org !== client.orgId
  )
    return {
      ok: false,
      error: "invalid_grant",
      description: "subject_token is not a valid customer access token of this client's organization.",
    };
  const { sub, org } = verified.principal;
  const [owned] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(
      and(eq(accounts.ownerUserId, sub), eq(subscriptions.orgId, org), eq(subscriptions.msisdn, phoneNumber)),
    );
  if (!owned)
    return {
      ok: false,
      error: "invalid_target",
      description: "The customer holds no subscription with that number.",
    };

  const scope = scopes.join(" ");
  const token = await signNetworkToken(
    db,
    { org, client_id: client.id, scope, phone_number: phoneNumber },
    sub,
  );
  return { ok: true, body: { ...token, scope, issued_token_type: ACCESS_TOKEN_TYPE } };
}

/** The OAuth answer of a network grant: the token, or `{error, error_description}` (400, never cached). */
export function grantResponse(c: Context, outcome: GrantOutcome) {
  c.header("cache-control", "no-store");
  if (outcome.ok) return c.json(outcome.body);
  return c.json({ error: outcome.error, error_description: outcome.description }, 400);
}
