import { AgentMovementsTable } from "@/components/movements/agent-movements-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { ConsumptionDetails, Movement, SubscriptionBalances } from "@/contract/billing";
import type { Loaded } from "@/lib/errors/problem";
import type { DayRange } from "@/lib/usage/range";
import { CustomerOverview } from "./customer-overview";

/** Balances with the last 30 days of usage; streamed, so the page's header does not wait for the records. */
export async function UsageOverviewSection({
  balances,
  usage,
  range,
  now,
}: {
  balances: SubscriptionBalances;
  usage: Promise<Loaded<ConsumptionDetails>>;
  range: DayRange;
  now: Date;
}) {
  return <CustomerOverview balances={balances} usage={await usage} range={range} now={now} />;
}

/** The subscription's recent movements, with their row actions; a failure stays in this section. */
export async function MovementsSection({
  movements,
  subscriptionId,
  currency,
}: {
  movements: Promise<Loaded<Movement[]>>;
  subscriptionId: string;
  currency: string;
}) {
  const loaded = await movements;
  return loaded.ok ? (
    <AgentMovementsTable subscriptionId={subscriptionId} movements={loaded.data} currency={currency} />
  ) : (
    <UpstreamError problem={loaded.problem} />
  );
}
