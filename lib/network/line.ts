import { callerOf } from "@/lib/operator/caller";
import "server-only";
import type { PortalSession } from "@/lib/auth/session";
import { balancesOf } from "@/lib/balances/queries";
import { type NetworkResult, refused, settleNetwork } from "./result";

/** What a subscription id may be: checked before it reaches a path upstream. */
export const SUBSCRIPTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface Line {
  subscriptionId: string;
  msisdn: string;
  /** prepaid = 1, postpaid = 2, landline = 4 (billing's billingType). */
  billingType: number;
}

/**
 * The line behind a subscription, read with the signed-in user's own token: billing refuses another
 * org's subscription to staff and another customer's to a customer, so ownership is checked upstream too.
 * Customers are checked here first, before any call. The balances come through the session's cache, so a
 * page that also shows them asks once.
 */
export async function resolveLine(
  session: PortalSession,
  subscriptionId: string,
): Promise<NetworkResult<Line>> {
  if (!SUBSCRIPTION_ID.test(subscriptionId)) return refused("invalidSubscription", "invalidSubscription");
  const isCustomer = !session.user.roles.some((role) => role === "agent" || role === "support");
  if (isCustomer && !session.user.subscriptions.includes(subscriptionId)) {
    return refused("notYourLine", "notYourLine");
  }
  const balances = await settleNetwork(balancesOf(callerOf(session), subscriptionId));
  if (!balances.ok) return balances;
  const { msisdn, billingType } = balances.data;
  return { ok: true, data: { subscriptionId, msisdn, billingType } };
}
