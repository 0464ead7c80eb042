import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { findAccount, param } from "../../billing/lookup";
import type { AppEnv } from "../../http/env";
import { assertAccountAccess, assertOrg, assertRole } from "../../http/guards";
import { orgs } from "../../store/schema";

export const ACCOUNT_BASE = "/v1/orgs/:org/accounts/:account";

/** Reads: the account's owner or staff of the org; unknown account -> 404 accountNotFound. */
export async function readScope(c: Context<AppEnv>) {
  const org = param(c, "org");
  const principal = assertAccountAccess(c, org, param(c, "account"));
  const account = await findAccount(c.get("db"), org, param(c, "account"));
  return { principal, org, accountId: account.id };
}

/** Writes (rectifications): agents of the org only. */
export async function writeScope(c: Context<AppEnv>) {
  const org = param(c, "org");
  assertOrg(c, org);
  const principal = assertRole(c, "agent");
  const account = await findAccount(c.get("db"), org, param(c, "account"));
  return { principal, org, accountId: account.id };
}

export async function partiesOf(c: Context<AppEnv>, org: string, accountId: string) {
  const db = c.get("db");
  const [row] = await db.select().from(orgs).where(eq(orgs.id, org));
  const account = await findAccount(db, org, accountId);
  return { orgName: row?.name ?? org, holderName: account.holderName };
}

/** Deprecated endpoints keep working and say so (RFC 9745 style header plus the successor). */
export function markDeprecated(c: Context<AppEnv>, successor: string) {
  c.header("Deprecation", "true");
  c.header("Link", `<${successor}>; rel="successor-version"`);
}
