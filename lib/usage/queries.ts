import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { ConsumptionDetails, SubscriptionBalances } from "@/contract/billing";
import { addDays, formatDate, formatDay, startOfZonedDay, today } from "@/lib/dates";
import { getConsumptionDetails, getConsumptions } from "@/lib/operator/billing/api";
import type { UsageParams } from "@/lib/usage/params";
import { rangeInstants } from "@/lib/usage/range";
import { type Loaded, type Problem, settle } from "../errors/problem";

export interface UsageLoads {
  balances: Promise<Loaded<SubscriptionBalances>>;
  details: Promise<Loaded<ConsumptionDetails>>;
}

/** Both calls of the usage page, started together. */
export function startUsage(auth: OperatorCaller, subscriptionId: string, params: UsageParams): UsageLoads {
  const { start, end } = rangeInstants(params.range);
  return {
    balances: settle(getConsumptions(auth, subscriptionId)),
    details: settle(
      getConsumptionDetails(auth, subscriptionId, {
        type: params.type,
        fromDate: start.toISOString(),
        toDate: end.toISOString(),
      }),
    ),
  };
}

/** The operator's prepaid rule (docs/customer.md): 90 days back, at most 31 days per request. */
const PREPAID_RETENTION_DAYS = 90;
const PREPAID_MAX_RANGE_DAYS = 31;

export type PeriodProblem = Problem & { suggestion?: { from: string; to: string } };

/** wrongPrepaidRequestedPeriod in plain words, with the period that can be asked for. */
export function explainPeriodProblem(problem: Problem, now = new Date()): PeriodProblem {
  if (problem.code !== "wrongPrepaidRequestedPeriod") return problem;
  const last = today(now);
  const first = addDays(last, -(PREPAID_RETENTION_DAYS - 1));
  return {
    ...problem,
    title: "That period is not available for a prepaid line",
    message: `For prepaid lines, usage records are kept for ${PREPAID_RETENTION_DAYS} days and shown at most ${PREPAID_MAX_RANGE_DAYS} days at a time. Pick dates between ${formatDate(startOfZonedDay(first))} and ${formatDate(startOfZonedDay(last))}.`,
    // One day short of the maximum, so a daylight-saving change inside the range cannot tip it over.
    suggestion: { from: formatDay(addDays(last, -(PREPAID_MAX_RANGE_DAYS - 2))), to: formatDay(last) },
  };
}
