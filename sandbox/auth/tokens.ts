import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { SignJWT } from "jose";
import { sandboxNow } from "../http/clock";
import type { SandboxDb } from "../store/db";
import { accounts, subscriptions, type users } from "../store/schema";
import { readSettings } from "../store/settings";
import { loadSigningKey, SIGNING_ALG, TOKEN_AUDIENCE, TOKEN_ISSUER } from "./keys";

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  refreshJti: string;
  refreshExpiresAt: Date;
}

type User = typeof users.$inferSelect;

/** What a customer owns goes into the token so every API can check ownership without a lookup. */
async function ownershipOf(db: SandboxDb, user: User) {
  if (!user.roles.includes("customer")) return { subscriptions: [], accounts: [] };
  const owned = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, user.id));
  const accountIds = owned.map((a) => a.id);
  const subs = accountIds.length
    ? await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(inArray(subscriptions.accountId, accountIds))
    : [];
  return { subscriptions: subs.map((s) => s.id).sort(), accounts: accountIds.sort() };
}

export async function issueTokenPair(
  db: SandboxDb,
  user: User,
  clientId: string,
  familyId: string,
): Promise<TokenPair> {
  const [key, settings, owned] = await Promise.all([
    loadSigningKey(db),
    readSettings(db),
    ownershipOf(db, user),
  ]);
  const now = Math.floor(sandboxNow() / 1000);
  const accessToken = await new SignJWT({
    token_use: "access",
    org: user.orgId,
    roles: user.roles,
    name: user.displayName,
    preferred_username: user.username,
    subscriptions: owned.subscriptions,
    accounts: owned.accounts,
    client_id: clientId,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + settings.accessTokenTtlSeconds)
    .sign(key.privateKey);

  const refreshJti = randomUUID();
  const refreshExpiresAt = new Date((now + settings.refreshTokenTtlSeconds) * 1000);
  const refreshToken = await new SignJWT({
    token_use: "refresh",
    org: user.orgId,
    client_id: clientId,
    fam: familyId,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_ISSUER)
    .setSubject(user.id)
    .setJti(refreshJti)
    .setIssuedAt(now)
    .setExpirationTime(Math.floor(refreshExpiresAt.getTime() / 1000))
    .sign(key.privateKey);

  return {
    accessToken,
    refreshToken,
    expiresIn: settings.accessTokenTtlSeconds,
    refreshJti,
    refreshExpiresAt,
  };
}
