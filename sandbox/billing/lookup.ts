import type { Context } from "hono";
import type { AppEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { findInOrg, type SandboxDb } from "../store/db";
import { accounts, subscriptions } from "../store/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The subscription of the org, or subscriptionNotFound: 404 on the consumption endpoints, 400 on the
 * movement endpoints, as section 7 of the contract lists them.
 */
export async function findSubscription(
  db: SandboxDb,
  org: string,
  id: string,
  status: 400 | 404,
): Promise<SubscriptionRow> {
  const row = await findInOrg(db, subscriptions, org, id);
  if (!row) throw subscriptionNotFound(org, id, status);
  return row;
}

export const subscriptionNotFound = (org: string, id: string, status: 400 | 404) =>
  new ApiError(status, "subscriptionNotFound", `Subscription ${id} does not exist in ${org}.`);

export async function findAccount(db: SandboxDb, org: string, id: string) {
  const row = await findInOrg(db, accounts, org, id);
  if (!row) throw new ApiError(404, "accountNotFound", `Account ${id} does not exist in ${org}.`);
  return row;
}

export const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? "";
