import { boolean, index, integer, jsonb, numeric, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { DECIMAL, sandbox, ts } from "./base";
import { orgRef } from "./org-ref";

export const orgs = sandbox.table("orgs", {
  id: text().primaryKey(),
  name: text().notNull(),
});

/** OAuth clients. Only customer-type clients may use the password grant. */
export const clients = sandbox.table("clients", {
  id: text().primaryKey(),
  orgId: orgRef(),
  secretHash: text().notNull(),
  type: text().notNull().default("customer"),
  name: text().notNull(),
});

export const users = sandbox.table(
  "users",
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    displayName: text().notNull(),
    /** customer | agent | support */
    roles: jsonb().$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex("users_org_username").on(t.orgId, t.username)],
);

export const accounts = sandbox.table("accounts", {
  id: text().primaryKey(),
  orgId: orgRef(),
  ownerUserId: text().references(() => users.id),
  holderName: text().notNull(),
});

export const subscriptions = sandbox.table(
  "subscriptions",
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    accountId: text()
      .notNull()
      .references(() => accounts.id),
    msisdn: text().notNull(),
    /** prepaid = 1, postpaid = 2, landline = 4 */
    billingType: integer().notNull(),
    planName: text().notNull(),
    createdAt: ts().notNull(),
    /** active | suspended, changed by the subscription administration operations. */
    status: text().notNull().default("active"),
    statusReason: text(),
    /** Postpaid/landline credit limit; null until an operator sets one. */
    creditLimit: numeric(DECIMAL),
  },
  (t) => [index("subscriptions_account").on(t.accountId)],
);

/** Asymmetric signing keys of the token service; the newest active one signs, all are published in the JWKS. */
export const signingKeys = sandbox.table("signing_keys", {
  kid: text().primaryKey(),
  alg: text().notNull(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: ts().notNull().defaultNow(),
  active: boolean().notNull().default(true),
});

/** One row per refresh token issued; tokens descending from one login share a family. */
export const refreshTokens = sandbox.table(
  "refresh_tokens",
  {
    jti: text().primaryKey(),
    familyId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id),
    clientId: text()
      .notNull()
      .references(() => clients.id),
    issuedAt: ts().notNull(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    /** The token pair handed out when this token was used, replayed within the grace window. */
    successor: jsonb().$type<{ accessToken: string; refreshToken: string; expiresIn: number }>(),
    revokedAt: ts(),
  },
  (t) => [index("refresh_tokens_family").on(t.familyId)],
);

/** Runtime-tunable sandbox settings (token lifetimes and the like), kept so every instance agrees. */
export const settings = sandbox.table("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

export const sequences = sandbox.table(
  "sequences",
  {
    orgId: text().notNull(),
    name: text().notNull(),
    nextValue: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);
