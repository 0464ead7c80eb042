import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { createLocalJWKSet, type JWK, jwtVerify } from "jose";
import type { SandboxDeps } from "../app";
import {
  CLIENT_CREDENTIALS,
  clientCredentialsGrant,
  grantResponse,
  TOKEN_EXCHANGE,
  tokenExchangeGrant,
} from "../auth/grants/network";
import { publicJwks, SIGNING_ALG, TOKEN_ISSUER } from "../auth/keys";
import { MAX_PASSWORD_LENGTH, verifySecret, verifySecretOrDecoy } from "../auth/passwords";
import { issueTokenPair, type TokenPair } from "../auth/tokens";
import { createVerifier } from "../auth/verify";
import { sandboxDate, sandboxNow } from "../http/clock";
import type { AppEnv } from "../http/env";
import { idEquals, inTransaction, type SandboxDb } from "../store/db";
import { clients, refreshTokens, users } from "../store/schema";
import { readSettings } from "../store/settings";

type OAuthError =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unsupported_grant_type"
  | "unauthorized_client";

function oauthError(c: Context<AppEnv>, error: OAuthError, description: string) {
  const status = error === "invalid_client" ? 401 : 400;
  if (status === 401) c.header("www-authenticate", 'Basic realm="token"');
  c.header("cache-control", "no-store");
  return c.json({ error, error_description: description }, status);
}

function tokenResponse(
  c: Context<AppEnv>,
  pair: Pick<TokenPair, "accessToken" | "refreshToken" | "expiresIn">,
) {
  c.header("cache-control", "no-store");
  c.header("pragma", "no-cache");
  return c.json({
    access_token: pair.accessToken,
    refresh_token: pair.refreshToken,
    expires_in: pair.expiresIn,
    token_type: "Bearer",
  });
}

/** HTTP Basic client authentication (section 5 of the token contract). */
async function authenticateClient(db: SandboxDb, header: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? "");
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return undefined;
  let id: string;
  let secret: string;
  try {
    // RFC 6749 §2.3.1: both parts are form-urlencoded; a bad escape is a failed authentication.
    id = decodeURIComponent(decoded.slice(0, separator));
    secret = decodeURIComponent(decoded.slice(separator + 1));
  } catch {
    return undefined;
  }
  const [client] = await db.select().from(clients).where(idEquals(clients.id, id));
  if (!client || !(await verifySecret(secret, client.secretHash))) return undefined;
  return client;
}

async function recordRefreshToken(
  db: SandboxDb,
  pair: TokenPair,
  userId: string,
  clientId: string,
  familyId: string,
) {
  await db.insert(refreshTokens).values({
    jti: pair.refreshJti,
    familyId,
    userId,
    clientId,
    issuedAt: sandboxDate(),
    expiresAt: pair.refreshExpiresAt,
  });
}

/** The form body of a token endpoint request, or why it is refused (RFC 6749 §3.2). */
async function readOAuthForm(c: Context<AppEnv>): Promise<URLSearchParams | string> {
  if (!(c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded"))
    return "The body must be application/x-www-form-urlencoded.";
  const form = new URLSearchParams(await c.req.text());
  const repeated = [...new Set(form.keys())].filter((name) => form.getAll(name).length > 1);
  if (repeated.length > 0) return `Parameters must not be repeated: ${repeated.join(", ")}.`;
  return form;
}

export function authRoutes({ db }: SandboxDeps) {
  const auth = new Hono<AppEnv>();
  const verifyAccessToken = createVerifier(db);

  auth.get("/.well-known/jwks.json", async (c) => c.json(await publicJwks(db)));

  auth.post("/oauth/token", async (c) => {
    const client = await authenticateClient(db, c.req.header("authorization"));
    if (!client) return oauthError(c, "invalid_client", "Client authentication failed.");
    const form = await readOAuthForm(c);
    if (typeof form === "string") return oauthError(c, "invalid_request", form);
    const grantType = form.get("grant_type");
    // Network-API grants (docs/network-apis.md) check the client type themselves.
    if (grantType === CLIENT_CREDENTIALS)
      return grantResponse(c, await clientCredentialsGrant(db, client, form));
    if (grantType === TOKEN_EXCHANGE)
      return grantResponse(c, await tokenExchangeGrant(db, verifyAccessToken, client, form));
    if (client.type !== "customer")
      return oauthError(c, "unauthorized_client", "Only customer-type clients may request tokens here.");

    if (grantType === "password") {
      const username = form.get("username");
      const password = form.get("password");
      if (!username || !password)
        return oauthError(c, "invalid_request", "username and password are required.");
      if (password.length > MAX_PASSWORD_LENGTH)
        return oauthError(
          c,
          "invalid_request",
          `password must not exceed ${MAX_PASSWORD_LENGTH} characters.`,
        );
      // The tenant is the client's: the same username in another org is another person.
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.orgId, client.orgId), eq(users.username, username)));
      if (!(await verifySecretOrDecoy(password, user?.passwordHash)) || !user)
        return oauthError(c, "invalid_grant", "The username or password is wrong.");
      const familyId = randomUUID();
      const pair = await issueTokenPair(db, user, client.id, familyId);
      await recordRefreshToken(db, pair, user.id, client.id, familyId);
      return tokenResponse(c, pair);
    }

    if (grantType === "refresh_token") {
      const token = form.get("refresh_token");
      if (!token) return oauthError(c, "invalid_request", "refresh_token is required.");
      const claims = await verifyRefreshToken(db, token);
      if (!claims || claims.client_id !== client.id)
        return oauthError(c, "invalid_grant", "The refresh token is invalid or expired.");
      const outcome = await rotate(db, String(claims.jti), client.id);
      if (outcome.kind === "refused") return oauthError(c, "invalid_grant", outcome.reason);
      return tokenResponse(c, outcome.pair);
    }

    if (!grantType) return oauthError(c, "invalid_request", "grant_type is required.");
    return oauthError(c, "unsupported_grant_type", `grant_type ${grantType} is not supported.`);
  });

  // POST /auth/oauth/revoke – RFC 7009 token revocation (a sandbox extension, see docs/auth.md):
  // a refresh token ends its whole family; an unknown or foreign token is answered 200 as well.
  auth.post("/oauth/revoke", async (c) => {
    const client = await authenticateClient(db, c.req.header("authorization"));
    if (!client) return oauthError(c, "invalid_client", "Client authentication failed.");
    const form = await readOAuthForm(c);
    if (typeof form === "string") return oauthError(c, "invalid_request", form);
    const token = form.get("token");
    if (!token) return oauthError(c, "invalid_request", "token is required.");
    const claims = await verifyRefreshToken(db, token);
    if (claims && claims.client_id === client.id) await revokeFamilyOf(db, String(claims.jti));
    c.header("cache-control", "no-store");
    return c.body(null, 200);
  });

  return auth;
}

async function verifyRefreshToken(db: SandboxDb, token: string) {
  try {
    const keys = createLocalJWKSet((await publicJwks(db)) as { keys: JWK[] });
    const { payload } = await jwtVerify(token, keys, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_ISSUER,
      algorithms: [SIGNING_ALG],
    });
    return payload.token_use === "refresh" && payload.jti ? payload : undefined;
  } catch {
    return undefined;
  }
}

async function revokeFamilyOf(db: SandboxDb, jti: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sandboxDate() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

type RotateOutcome =
  | { kind: "issued"; pair: Pick<TokenPair, "accessToken" | "refreshToken" | "expiresIn"> }
  | { kind: "refused"; reason: string };

/**
 * Refresh token rotation with reuse detection. A token used a second time within the grace window
 * (parallel requests racing across an expiry) gets the pair its first use produced; used again after
 * that, it is treated as stolen and its whole family is revoked.
 */
async function rotate(db: SandboxDb, jti: string, clientId: string): Promise<RotateOutcome> {
  const settings = await readSettings(db);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).for("update");
    if (!row || row.clientId !== clientId)
      return { kind: "refused", reason: "The refresh token is unknown." };
    if (row.revokedAt) return { kind: "refused", reason: "The refresh token has been revoked." };
    if (row.expiresAt.getTime() <= sandboxNow())
      return { kind: "refused", reason: "The refresh token has expired." };

    if (row.usedAt) {
      const sinceUse = (sandboxNow() - row.usedAt.getTime()) / 1000;
      if (row.successor && sinceUse <= settings.refreshReuseGraceSeconds) {
        return { kind: "issued", pair: row.successor };
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sandboxDate() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: "refused", reason: "The refresh token was already used; the session has been revoked." };
    }

    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) return { kind: "refused", reason: "The user no longer exists." };
    const pair = await issueTokenPair(tx, user, clientId, row.familyId);
    await recordRefreshToken(tx, pair, user.id, clientId, row.familyId);
    const successor = {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresIn: pair.expiresIn,
    };
    await tx
      .update(refreshTokens)
      .set({ usedAt: sandboxDate(), successor })
      .where(eq(refreshTokens.jti, jti));
    return { kind: "issued", pair: successor };
  });
}
