import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { ConsumptionDetails, ConsumptionDetailsQuery, SubscriptionBalances } from "@/contract/billing";
import { balancesOf } from "@/lib/balances/queries";
import { addDays, formatDate, formatDay, startOfZonedDay, today } from "@/lib/dates";
import { getConsumptionDetails } from "@/lib/operator/billing/api";
import { sessionCached, sessionHeld } from "@/lib/operator/session-cache";
import type { UsageParams } from "@/lib/usage/params";
import { rangeInstants } from "@/lib/usage/range";
import { type Loaded, type Problem, settle } from "../errors/problem";

/**
 * A parsed usage record holds about this much memory: a dozen short strings, and its row in the records
 * views kept with the answer (lib/usage/derived.ts).
 */
const RECORD_BYTES = 850;

const detailsResource = (subscriptionId: string, query: ConsumptionDetailsQuery) =>
  `details ${subscriptionId} ${query.type ?? ""} ${query.fromDate ?? ""} ${query.toDate ?? ""}`;

const readDetails = (auth: OperatorCaller, subscriptionId: string, query: ConsumptionDetailsQuery) => () =>
  getConsumptionDetails(auth, subscriptionId, query);

const weighDetails = (d: ConsumptionDetails) =>
  (d.data.length + d.sms.length + d.voice.length) * RECORD_BYTES;

/**
 * A range's usage records, reused for a few seconds within one session (lib/operator/session-cache): the
 * usage page's pages and sorts, and the export after it, ask the operator once.
 */
export const usageDetailsOf = (
  auth: OperatorCaller,
  subscriptionId: string,
  query: ConsumptionDetailsQuery,
) =>
  sessionCached(auth, detailsResource(subscriptionId, query), readDetails(auth, subscriptionId, query), {
    weigh: weighDetails,
  });

/** The usage records this session already has (or is reading) for exactly this query; undefined if none. */
export const heldUsageDetails = (
  auth: OperatorCaller,
  subscriptionId: string,
  query: ConsumptionDetailsQuery,
) =>
  sessionHeld(auth, detailsResource(subscriptionId, query), readDetails(auth, subscriptionId, query), {
    weigh: weighDetails,
  });

/** An agent's read of the line's usage records between two instants (the overview's last 30 days). */
export function loadUsage(
  auth: OperatorCaller,
  subscriptionId: string,
  { start, end }: { start: Date; end: Date },
) {
  return settle(
    getConsumptionDetails(auth, subscriptionId, {
      fromDate: start.toISOString(),
      toDate: end.toISOString(),
    }),
  );
}

export interface UsageLoads {
  balances: Promise<Loaded<SubscriptionBalances>>;
  details: Promise<Loaded<ConsumptionDetails>>;
}

/** Both calls of the usage page, started together. */
export function startUsage(auth: OperatorCaller, subscriptionId: string, params: UsageParams): UsageLoads {
  return {
    balances: settle(balancesOf(auth, subscriptionId)),
    details: settle(usageDetailsOf(auth, subscriptionId, detailsQueryOf(params))),
  };
}

/** The operator's query for the records of a range (the page's, or a window of it) of the page's type. */
export function detailsQueryOf(params: UsageParams, range = params.range): ConsumptionDetailsQuery {
  const { start, end } = rangeInstants(range);
  return { type: params.type, fromDate: start.toISOString(), toDate: end.toISOString() };
}

/** The operator's prepaid rule (docs/customer.md): 90 days back, at most 31 days per request. */
const PREPAID_RETENTION_DAYS = 90;
const PREPAID_MAX_RANGE_DAYS = 31;

export type PeriodProblem = Problem & { suggestion?: { from: string; to: string } };

/** The words of the prepaid period rule (Usage.prepaidPeriod), in the reader's language. */
export interface PeriodWords {
  t: (key: "title" | "message", values?: Record<string, string | number>) => string;
  locale: string;
}

/** wrongPrepaidRequestedPeriod in plain words, with the period that can be asked for. */
export function explainPeriodProblem(problem: Problem, words: PeriodWords, now = new Date()): PeriodProblem {
  if (problem.code !== "wrongPrepaidRequestedPeriod") return problem;
  const last = today(now);
  const first = addDays(last, -(PREPAID_RETENTION_DAYS - 1));
  const day = (date: typeof last) => formatDate(startOfZonedDay(date), { locale: words.locale });
  return {
    ...problem,
    title: words.t("title"),
    message: words.t("message", {
      days: PREPAID_RETENTION_DAYS,
      max: PREPAID_MAX_RANGE_DAYS,
      first: day(first),
      last: day(last),
    }),
    // One day short of the maximum, so a daylight-saving change inside the range cannot tip it over.
    suggestion: { from: formatDay(addDays(last, -(PREPAID_MAX_RANGE_DAYS - 2))), to: formatDay(last) },
  };
}
