import "server-only";
import { settle } from "@/lib/errors/problem";
import { getConsumptions } from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";
import { sessionCached } from "@/lib/operator/session-cache";

/**
 * A subscription's balances, reused for a few seconds within one session (lib/operator/session-cache):
 * the overview, the movements and usage pages, the line pages and the usage export ask the operator once.
 */
export const balancesOf = (auth: OperatorCaller, subscriptionId: string) =>
  sessionCached(auth, `balances ${subscriptionId}`, () => getConsumptions(auth, subscriptionId));

/** An agent's read of the line's balances and bonuses (its consumptions), settled so the page can say why. */
export function loadBalances(auth: OperatorCaller, subscriptionId: string) {
  return settle(getConsumptions(auth, subscriptionId));
}
