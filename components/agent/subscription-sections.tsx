import { AgentMovementsTable } from "@/components/movements/agent-movements-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { SubscriptionBalances } from "@/contract/billing";
import { loadMovements } from "@/lib/agent/loaders";
import { addDays, today } from "@/lib/dates";
import { settle } from "@/lib/errors/problem";
import { getConsumptionDetails } from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";
import { rangeInstants } from "@/lib/usage/range";
import { CustomerOverview } from "./customer-overview";

/** Balances with the last 30 days of usage; streamed, so the page's header does not wait for the records. */
export async function UsageOverviewSection({
  auth,
  balances,
  now,
}: {
  auth: OperatorCaller;
  balances: SubscriptionBalances;
  now: Date;
}) {
  const range = { from: addDays(today(now), -29), to: today(now) };
  const { start, end } = rangeInstants(range);
  const usage = await settle(
    getConsumptionDetails(auth, balances.id, { fromDate: start.toISOString(), toDate: end.toISOString() }),
  );
  return <CustomerOverview balances={balances} usage={usage} range={range} now={now} />;
}

/** The subscription's recent movements, with their row actions; a failure stays in this section. */
export async function MovementsSection({
  auth,
  subscriptionId,
  currency,
  now,
}: {
  auth: OperatorCaller;
  subscriptionId: string;
  currency: string;
  now: Date;
}) {
  const movements = await loadMovements(auth, subscriptionId, now);
  return movements.ok ? (
    <AgentMovementsTable subscriptionId={subscriptionId} movements={movements.data} currency={currency} />
  ) : (
    <UpstreamError problem={movements.problem} />
  );
}
