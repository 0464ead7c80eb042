import type { Context } from "hono";
import { type AccountScope, findInvoice, type InvoiceRow } from "../../billing/invoice-view";
import { findAccount, param } from "../../billing/lookup";
import type { AppEnv } from "../../http/env";
import { assertAccountAccess, assertOrg, assertRole } from "../../http/guards";

export const ACCOUNT_BASE = "/v1/orgs/:org/accounts/:account";

/** Reads: the account's owner or staff of the org; unknown account -> 404 accountNotFound. */
export async function readScope(c: Context<AppEnv>): Promise<AccountScope> {
  const org = param(c, "org");
  const principal = assertAccountAccess(c, org, param(c, "account"));
  const account = await findAccount(c.get("db"), org, param(c, "account"));
  return { principal, org, accountId: account.id };
}

/** Writes (rectifications): agents of the org only. */
export async function writeScope(c: Context<AppEnv>): Promise<AccountScope> {
  const org = param(c, "org");
  assertOrg(c, org);
  const principal = assertRole(c, "agent");
  const account = await findAccount(c.get("db"), org, param(c, "account"));
  return { principal, org, accountId: account.id };
}

/** The path's {invoiceId} on the path's account, readable by the caller and of the kind `accept` wants. */
export async function readInvoice(c: Context<AppEnv>, accept?: (row: InvoiceRow) => boolean) {
  const scope = await readScope(c);
  const row = await findInvoice(c.get("db"), scope, param(c, "invoiceId"), accept);
  return { scope, row };
}

/** Deprecated endpoints keep working and say so (RFC 9745 style header plus the successor). */
export function markDeprecated(c: Context<AppEnv>, successor: string) {
  c.header("Deprecation", "true");
  c.header("Link", `<${successor}>; rel="successor-version"`);
}
