import { ExactDecimal } from "../../../contract/decimal";
import type { OperationResult, OperationRow } from "../../../contract/operations";
import { type LineAction, type LineRefusalCode, lineRefusal } from "../../../contract/self-service";
import { isCatalogBonus } from "./bonus-catalog";

/** What a customer's row brings from the catalogue: an ADD_BONUS's price, a CHANGE_PLAN's payment type. */
export interface CatalogFacts {
  purchase?: Purchase;
  toPrepaid?: boolean;
}

/** What an ADD_BONUS costs when a customer buys it (catalogue price); staff grants are free. */
export interface Purchase {
  offeringName: string;
  withTaxes: string;
  withoutTaxes: string;
  taxRate: string;
}

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
  /** Main balance with taxes of a prepaid line, as this file leaves it. */
  balanceWithTaxes: string | null;
  /** Purchases of this file, to bill (row number of each). */
  purchases: (Purchase & { row: number })[];
  changed: boolean;
}

type Outcome = Pick<OperationResult, "status" | "code" | "message">;
const succeeded = (message: string): Outcome => ({ status: "SUCCEEDED", code: null, message });

function refusalMessage(code: LineRefusalCode, row: OperationRow): string {
  switch (code) {
    case "alreadySuspended":
      return "The subscription is already suspended.";
    case "notSuspended":
      return "The subscription is not suspended.";
    case "subscriptionSuspended":
      return row.operation === "CHANGE_PLAN"
        ? "A suspended subscription cannot change plan."
        : "A suspended subscription cannot receive a bonus.";
    case "paymentTypeChange":
      return "A plan change keeps the line prepaid or postpaid; switching is a new contract.";
    case "planUnchanged":
      return `The subscription is already on ${row.operation === "CHANGE_PLAN" ? row.plan : "that plan"}.`;
    case "bonusAlreadyActive":
      return `Bonus ${row.operation === "ADD_BONUS" ? row.bonus_catalog_id : ""} is already active.`;
    case "insufficientBalance":
      return "The prepaid balance does not cover the price.";
    case "creditLimitNotApplicable":
      return "Prepaid subscriptions have no credit limit.";
    case "creditLimitUnchanged":
      return `The credit limit is already ${row.operation === "SET_CREDIT_LIMIT" ? new ExactDecimal(row.credit_limit).toFixed() : ""}.`;
  }
}

function actionOf(row: OperationRow, purchase: Purchase | null, toPrepaid: boolean | null): LineAction {
  switch (row.operation) {
    case "SUSPEND":
    case "RESUME":
      return { operation: row.operation };
    case "CHANGE_PLAN":
      return { operation: "CHANGE_PLAN", plan: row.plan, toPrepaid };
    case "ADD_BONUS":
      return { operation: "ADD_BONUS", bonusId: row.bonus_catalog_id, charge: purchase?.withTaxes ?? null };
    case "SET_CREDIT_LIMIT":
      return { operation: "SET_CREDIT_LIMIT", creditLimit: row.credit_limit };
  }
}

/**
 * Applies one valid row to the in-memory state of its subscription (undefined: not in the caller's
 * org), after the operator's rules (contract/self-service.ts). Rows run in file order, so a later row
 * sees what an earlier one did.
 */
export function applyRow(
  state: SubscriptionState | undefined,
  row: OperationRow,
  purchase: (Purchase & { row: number }) | null = null,
  toPrepaid: boolean | null = null,
): Outcome {
  if (!state)
    return {
      status: "FAILED",
      code: "subscriptionNotFound",
      message: "No such subscription in this organization.",
    };
  if (row.operation === "ADD_BONUS" && !isCatalogBonus(row.bonus_catalog_id))
    return {
      status: "FAILED",
      code: "unknownBonus",
      message: `${row.bonus_catalog_id} is not in the operator's bonus catalog.`,
    };
  const refusal = lineRefusal(
    {
      status: state.status,
      plan: state.plan,
      prepaid: state.billingType === 1,
      creditLimit: state.creditLimit,
      bonuses: state.bonuses,
      balanceWithTaxes: state.balanceWithTaxes,
    },
    actionOf(row, purchase, toPrepaid),
  );
  if (refusal) return { status: "FAILED", code: refusal, message: refusalMessage(refusal, row) };

  switch (row.operation) {
    case "SUSPEND":
      Object.assign(state, { status: "suspended", statusReason: row.reason, changed: true });
      return succeeded("Suspended.");
    case "RESUME":
      Object.assign(state, { status: "active", statusReason: row.reason ?? null, changed: true });
      return succeeded("Resumed.");
    case "CHANGE_PLAN": {
      const from = state.plan;
      Object.assign(state, { plan: row.plan, changed: true });
      return succeeded(`Plan changed from ${from} to ${row.plan}.`);
    }
    case "ADD_BONUS":
      state.bonuses.add(row.bonus_catalog_id);
      state.addedBonuses.add(row.bonus_catalog_id);
      if (purchase) {
        state.purchases.push(purchase);
        if (state.billingType === 1 && state.balanceWithTaxes !== null)
          state.balanceWithTaxes = new ExactDecimal(state.balanceWithTaxes)
            .minus(purchase.withTaxes)
            .toFixed();
        return succeeded(`Bonus ${row.bonus_catalog_id} added; ${purchase.withTaxes} EUR charged.`);
      }
      return succeeded(`Bonus ${row.bonus_catalog_id} added.`);
    case "SET_CREDIT_LIMIT": {
      const limit = new ExactDecimal(row.credit_limit).toFixed();
      Object.assign(state, { creditLimit: limit, changed: true });
      return succeeded(`Credit limit set to ${limit}.`);
    }
  }
}
