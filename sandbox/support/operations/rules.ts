import { ExactDecimal } from "../../../contract/decimal";
import type { OperationResult, OperationRow } from "../../../contract/operations";
import { isCatalogBonus } from "./bonus-catalog";

/** What an operation can see and change of one subscription (billingType 1 = prepaid). */
export interface SubscriptionState {
  status: "active" | "suspended";
  statusReason: string | null;
  plan: string;
  billingType: number;
  creditLimit: string | null;
  bonuses: Set<string>;
  /** Bonuses added by this file, to insert. */
  addedBonuses: Set<string>;
  changed: boolean;
}

type Outcome = Pick<OperationResult, "status" | "code" | "message">;
const failed = (code: NonNullable<OperationResult["code"]>, message: string): Outcome => ({
  status: "FAILED",
  code,
  message,
});
const succeeded = (message: string): Outcome => ({ status: "SUCCEEDED", code: null, message });

/**
 * Applies one valid row to the in-memory state of its subscription (undefined: not in the caller's
 * org). Rows run in file order, so a later row sees what an earlier one did.
 */
export function applyRow(state: SubscriptionState | undefined, row: OperationRow): Outcome {
  if (!state) return failed("subscriptionNotFound", "No such subscription in this organization.");
  switch (row.operation) {
    case "SUSPEND":
      if (state.status === "suspended")
        return failed("alreadySuspended", "The subscription is already suspended.");
      Object.assign(state, { status: "suspended", statusReason: row.reason, changed: true });
      return succeeded("Suspended.");
    case "RESUME":
      if (state.status !== "suspended") return failed("notSuspended", "The subscription is not suspended.");
      Object.assign(state, { status: "active", statusReason: row.reason ?? null, changed: true });
      return succeeded("Resumed.");
    case "CHANGE_PLAN": {
      if (state.status === "suspended")
        return failed("subscriptionSuspended", "A suspended subscription cannot change plan.");
      if (state.plan === row.plan)
        return failed("planUnchanged", `The subscription is already on ${row.plan}.`);
      const from = state.plan;
      Object.assign(state, { plan: row.plan, changed: true });
      return succeeded(`Plan changed from ${from} to ${row.plan}.`);
    }
    case "ADD_BONUS":
      if (!isCatalogBonus(row.bonus_catalog_id))
        return failed("unknownBonus", `${row.bonus_catalog_id} is not in the operator's bonus catalog.`);
      if (state.status === "suspended")
        return failed("subscriptionSuspended", "A suspended subscription cannot receive a bonus.");
      if (state.bonuses.has(row.bonus_catalog_id))
        return failed("bonusAlreadyActive", `Bonus ${row.bonus_catalog_id} is already active.`);
      state.bonuses.add(row.bonus_catalog_id);
      state.addedBonuses.add(row.bonus_catalog_id);
      return succeeded(`Bonus ${row.bonus_catalog_id} added.`);
    case "SET_CREDIT_LIMIT": {
      if (state.billingType === 1)
        return failed("creditLimitNotApplicable", "Prepaid subscriptions have no credit limit.");
      const limit = new ExactDecimal(row.credit_limit);
      if (state.creditLimit !== null && limit.eq(state.creditLimit))
        return failed("creditLimitUnchanged", `The credit limit is already ${limit.toFixed()}.`);
      Object.assign(state, { creditLimit: limit.toFixed(), changed: true });
      return succeeded(`Credit limit set to ${limit.toFixed()}.`);
    }
  }
}
