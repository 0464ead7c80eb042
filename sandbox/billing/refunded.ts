import { inArray, sql } from "drizzle-orm";
import type { SandboxDb } from "../store/db";
import { billingMovements, billingRefunds } from "../store/schema";
import { Dec, dec } from "./decimal";

/**
 * How much of each movement has been given back, with taxes: refund movements (4.3) plus refund
 * lines of rectification invoices, drafts included (a draft reserves its amount until deleted).
 */
export async function refundedSoFar(db: SandboxDb, movementIds: string[]): Promise<Map<string, Dec>> {
  const totals = new Map<string, Dec>();
  if (!movementIds.length) return totals;
  const [credits, lines] = await Promise.all([
    db
      .select({
        id: billingMovements.refundOfMovementId,
        total: sql<string>`(-sum(${billingMovements.valueWithTaxes}))::text`,
      })
      .from(billingMovements)
      .where(inArray(billingMovements.refundOfMovementId, movementIds))
      .groupBy(billingMovements.refundOfMovementId),
    db
      .select({
        id: billingRefunds.movementId,
        total: sql<string>`sum(${billingRefunds.amountWithTaxes})::text`,
      })
      .from(billingRefunds)
      .where(inArray(billingRefunds.movementId, movementIds))
      .groupBy(billingRefunds.movementId),
  ]);
  for (const row of [...credits, ...lines]) {
    if (!row.id) continue;
    totals.set(row.id, (totals.get(row.id) ?? new Dec(0)).plus(dec(row.total)));
  }
  return totals;
}
