import "server-only";
import type { ConsumptionDetails, ConsumptionDetailsQuery } from "@/contract/billing";
import {
  getConsumptionDetails,
  getConsumptions,
  listInvoices,
  listMovements,
} from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";
import { sessionCached, sessionHeld } from "@/lib/operator/session-cache";

/**
 * A parsed usage record holds about this much memory: a dozen short strings, and its row in the records
 * views kept with the answer (lib/usage/derived.ts).
 */
const RECORD_BYTES = 850;

/**
 * The customer pages' reads, reused for a few seconds within one session (lib/operator/session-cache):
 * the overview, the usage page's pages and sorts, and the export after it, ask the operator once.
 */
export const balancesOf = (auth: OperatorCaller, subscriptionId: string) =>
  sessionCached(auth, `balances ${subscriptionId}`, () => getConsumptions(auth, subscriptionId));

const detailsResource = (subscriptionId: string, query: ConsumptionDetailsQuery) =>
  `details ${subscriptionId} ${query.type ?? ""} ${query.fromDate ?? ""} ${query.toDate ?? ""}`;

export const usageDetailsOf = (
  auth: OperatorCaller,
  subscriptionId: string,
  query: ConsumptionDetailsQuery,
) =>
  sessionCached(
    auth,
    detailsResource(subscriptionId, query),
    () => getConsumptionDetails(auth, subscriptionId, query),
    { weigh: (d) => (d.data.length + d.sms.length + d.voice.length) * RECORD_BYTES },
  );

/** The usage records this session already has (or is reading) for exactly this query; undefined if none. */
export const heldUsageDetails = (
  auth: OperatorCaller,
  subscriptionId: string,
  query: ConsumptionDetailsQuery,
) => sessionHeld<ConsumptionDetails>(auth, detailsResource(subscriptionId, query));

export const movementsSince = (auth: OperatorCaller, subscriptionId: string, fromDate: string) =>
  sessionCached(auth, `movements ${subscriptionId} ${fromDate}`, () =>
    listMovements(auth, subscriptionId, { fromDate }),
  );

export const invoicesOf = (auth: OperatorCaller, accountId: string) =>
  sessionCached(auth, `invoices ${accountId}`, () => listInvoices(auth, accountId));
