import { and, eq, like, sql } from "drizzle-orm";
import { newMovementId } from "../../billing/movement-writes";
import type { SandboxDb } from "../../store/db";
import { billingMonetaryBalances, billingMovements } from "../../store/schema";
import type { SubscriptionState } from "./rules";

/**
 * Bills what customers bought in one operations file, as the operator would: each purchase is a
 * ONE_TIME_FEE movement named after the offering. A postpaid line's is pending (billable: it goes on
 * the next bill); a prepaid line pays at once from its main balance, so its movement is not billable.
 */
export async function billPurchases(
  tx: SandboxDb,
  input: { org: string; operationId: string; at: Date; states: Map<string, SubscriptionState> },
) {
  for (const [subscriptionId, state] of input.states) {
    const prepaid = state.billingType === 1;
    for (const purchase of state.purchases) {
      await tx.insert(billingMovements).values({
        id: newMovementId(),
        orgId: input.org,
        subscriptionId,
        type: "ONE_TIME_FEE",
        operationType: "DEBIT",
        movementDatetime: input.at,
        periodStartDatetime: input.at,
        periodEndDatetime: input.at,
        valueWithTaxes: purchase.withTaxes,
        valueWithoutTaxes: purchase.withoutTaxes,
        taxType: "VAT",
        taxPercentage: purchase.taxRate,
        externalMovementUniqueId: `${input.operationId}-row-${purchase.row}`,
        billable: !prepaid,
        description: purchase.offeringName,
        requestFingerprint: JSON.stringify({ operationId: input.operationId, row: purchase.row }),
      });
      if (prepaid)
        await tx
          .update(billingMonetaryBalances)
          .set({
            currentValueWithTaxes: sql`${billingMonetaryBalances.currentValueWithTaxes} - ${purchase.withTaxes}::numeric`,
            currentValue: sql`${billingMonetaryBalances.currentValue} - ${purchase.withoutTaxes}::numeric`,
          })
          .where(
            and(
              eq(billingMonetaryBalances.subscriptionId, subscriptionId),
              like(billingMonetaryBalances.id, "%-MAIN"),
            ),
          );
    }
  }
}
