import { ExactDecimal } from "./decimal";
import type { LINE_REFUSAL_CODES, OperationType } from "./operations";

/**
 * The operator's rules for what may happen to a line, in one place: the sandbox applies them to every
 * row of an operations file, and the portal asks them before the customer tries (docs/self-service.md).
 * Pure functions over plain facts; the answer is a refusal code (the per-row `code` of the operations
 * result) or null.
 */

/** The operations a customer-type token may send, one row at a time, on their own lines. */
export const CUSTOMER_OPERATIONS: readonly OperationType[] = [
  "ADD_BONUS",
  "CHANGE_PLAN",
  "SET_CREDIT_LIMIT",
  "SUSPEND",
  "RESUME",
];

/** 403 codes of a customer's upload that is not theirs to send (nothing is run). */
export const CUSTOMER_REFUSAL_CODES = [
  "operationNotAllowedForCustomer",
  "subscriptionNotOwned",
  "offeringNotSelfService",
] as const;
export type CustomerRefusalCode = (typeof CUSTOMER_REFUSAL_CODES)[number];

/** The request header of the idempotency design (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Answer header on a replayed outcome (as billing's movement writes already say it). */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a key is remembered, by the sandbox's clock. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What a rule needs to know of a line. */
export interface LineFacts {
  status: "active" | "suspended";
  plan: string;
  prepaid: boolean;
  creditLimit: string | null;
  bonuses: ReadonlySet<string>;
  /** Main balance with taxes of a prepaid line (null when not prepaid or unknown). */
  balanceWithTaxes: string | null;
}

/** One action on a line; `charge` is what an ADD_BONUS costs the customer with taxes (null: free grant). */
export type LineAction =
  | { operation: "SUSPEND" }
  | { operation: "RESUME" }
  /** `toPrepaid`: whether the new plan is prepaid, when the catalogue knows it (null: not judged). */
  | { operation: "CHANGE_PLAN"; plan: string; toPrepaid: boolean | null }
  | { operation: "ADD_BONUS"; bonusId: string; charge: string | null }
  | { operation: "SET_CREDIT_LIMIT"; creditLimit: string };

export type LineRefusalCode = (typeof LINE_REFUSAL_CODES)[number];

/** Why the operator refuses `action` on a line in this state, or null when it may run. */
export function lineRefusal(line: LineFacts, action: LineAction): LineRefusalCode | null {
  switch (action.operation) {
    case "SUSPEND":
      return line.status === "suspended" ? "alreadySuspended" : null;
    case "RESUME":
      return line.status === "suspended" ? null : "notSuspended";
    case "CHANGE_PLAN":
      if (line.status === "suspended") return "subscriptionSuspended";
      if (line.plan === action.plan) return "planUnchanged";
      // Prepaid to postpaid (or back) is a new contract, not a plan change.
      return action.toPrepaid !== null && action.toPrepaid !== line.prepaid ? "paymentTypeChange" : null;
    case "ADD_BONUS":
      if (line.status === "suspended") return "subscriptionSuspended";
      if (line.bonuses.has(action.bonusId)) return "bonusAlreadyActive";
      if (action.charge !== null && line.prepaid) {
        const balance = new ExactDecimal(line.balanceWithTaxes ?? "0");
        if (balance.lessThan(action.charge)) return "insufficientBalance";
      }
      return null;
    case "SET_CREDIT_LIMIT":
      // A prepaid line spends only its balance: it has no spending cap to set.
      if (line.prepaid) return "creditLimitNotApplicable";
      return line.creditLimit !== null && new ExactDecimal(action.creditLimit).eq(line.creditLimit)
        ? "creditLimitUnchanged"
        : null;
  }
}
