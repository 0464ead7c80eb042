import "server-only";
import { type BillingAuth, listMovements } from "@/lib/operator/billing/api";
import type { Movement } from "@/lib/operator/billing/schemas";
import { rangeInstants } from "@/lib/usage/range";
import type { MovementParams } from "./movement-params";
import { type Loaded, settle } from "./problem";

export function startMovements(
  auth: BillingAuth,
  subscriptionId: string,
  params: MovementParams,
): Promise<Loaded<Movement[]>> {
  const { start, end } = rangeInstants(params.range);
  return settle(
    listMovements(auth, subscriptionId, {
      fromDate: start.toISOString(),
      toDate: end.toISOString(),
      movementType: params.movementType,
      operationType: params.operationType,
    }),
  );
}
