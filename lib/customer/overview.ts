import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { Invoice, Movement, SubscriptionBalances } from "@/contract/billing";
import { balancesOf } from "@/lib/balances/queries";
import { invoicesOf } from "@/lib/invoices/queries";
import { movementsSince } from "@/lib/movements/queries";
import { type Loaded, settle } from "../errors/problem";

const DAY_MS = 86_400_000;
/** Pending (not yet invoiced) movements are looked for this far back. */
const PENDING_LOOKBACK_DAYS = 62;

export interface SubscriptionLoads {
  subscriptionId: string;
  balances: Promise<Loaded<SubscriptionBalances>>;
  movements: Promise<Loaded<Movement[]>>;
}

export interface OverviewLoads {
  subscriptions: SubscriptionLoads[];
  invoices: Promise<Loaded<Invoice[]>>;
}

/**
 * Starts every upstream call of the overview at once and returns the promises unawaited: the page
 * streams each section as its data arrives, and the slowest call, not the sum, sets the wait.
 */
export function startOverview(
  auth: OperatorCaller,
  subscriptionIds: readonly string[],
  accountIds: readonly string[],
  now = new Date(),
): OverviewLoads {
  // From a whole day, so that the reads of one session stay the same resource for the cache.
  const pendingFrom = new Date(
    Math.floor(now.getTime() / DAY_MS - PENDING_LOOKBACK_DAYS) * DAY_MS,
  ).toISOString();
  const subscriptions = subscriptionIds.map((subscriptionId) => ({
    subscriptionId,
    balances: settle(balancesOf(auth, subscriptionId)),
    movements: settle(movementsSince(auth, subscriptionId, pendingFrom)),
  }));
  const invoices = settle(
    Promise.all(accountIds.map((accountId) => invoicesOf(auth, accountId))).then((lists) => lists.flat()),
  );
  return { subscriptions, invoices };
}

/** The newest issued ordinary invoice of a subscription (or of its account when none names it). */
export function lastInvoiceOf(invoices: readonly Invoice[], subscriptionId: string): Invoice | undefined {
  const issued = invoices.filter((i) => i.type === "ORDINARY" && i.status !== "DRAFT" && i.issue_date);
  const newest = (list: Invoice[]) =>
    list.sort((a, b) => Date.parse(b.issue_date ?? "") - Date.parse(a.issue_date ?? ""))[0];
  return newest(issued.filter((i) => i.subscription_id === subscriptionId)) ?? undefined;
}

export const isPending = (movement: Movement) => movement.invoice_id === "" && movement.invoice_number === "";
