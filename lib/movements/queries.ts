import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { Movement } from "@/contract/billing";
import { getMovement, listMovements } from "@/lib/operator/billing/api";
import { sessionCached } from "@/lib/operator/session-cache";
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

/** A customer's movements since a date, reused for a few seconds within one session (the overview's). */
export const movementsSince = (auth: OperatorCaller, subscriptionId: string, fromDate: string) =>
  sessionCached(auth, `movements ${subscriptionId} ${fromDate}`, () =>
    listMovements(auth, subscriptionId, { fromDate }),
  );

const MOVEMENT_LOOKBACK_DAYS = 400;
const DAY_MS = 86_400_000;

/** An agent's view: movements of the last ~13 months, newest first, settled so the section fails alone. */
export function loadMovements(auth: OperatorCaller, subscriptionId: string, now = new Date()) {
  const fromDate = new Date(now.getTime() - MOVEMENT_LOOKBACK_DAYS * DAY_MS).toISOString();
  return settle(
    listMovements(auth, subscriptionId, { fromDate }).then((list) =>
      [...list].sort((a, b) => Date.parse(b.movement_datetime) - Date.parse(a.movement_datetime)),
    ),
  );
}

export function loadMovement(auth: OperatorCaller, subscriptionId: string, movementId: string) {
  return settle(getMovement(auth, subscriptionId, movementId));
}
