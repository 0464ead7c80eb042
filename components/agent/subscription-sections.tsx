import { AgentMovementsTable } from "@/components/movements/agent-movements-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { Movement } from "@/contract/billing";
import type { Loaded } from "@/lib/errors/problem";

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
