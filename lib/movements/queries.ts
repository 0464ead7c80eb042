import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { Movement } from "@/contract/billing";
import { listMovements } from "@/lib/operator/billing/api";
import { rangeInstants } from "@/lib/usage/range";
import { type Loaded, settle } from "../errors/problem";
import type { MovementParams } from "./params";

export function startMovements(
  auth: OperatorCaller,
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
