import { type Movement, REQUEST_MOVEMENT_TYPES } from "@/contract/billing";
import { refundCap } from "@/lib/billing-math";
import { toDecimal } from "@/lib/money";

/** Contract section 3: a movement is invoiced when its invoice_id (or invoice_number) is filled. */
export const isInvoiced = (m: Movement) => m.invoice_id !== "" || m.invoice_number !== "";

export const isNonSubscribable = (m: Movement) => m.transaction_type_id !== "";

export const isRefundMovement = (m: Movement) => Boolean(m.refunded_movement_id);

/** Only non-subscribable debits that are not refunds themselves can be refunded (4.3). */
export const canBeRefunded = (m: Movement) =>
  isNonSubscribable(m) && m.operation_type === "DEBIT" && !isRefundMovement(m);

/** What is left to refund, with taxes: the operator's figure when it gives one, else the whole amount. */
export const refundableOf = (m: Movement): string =>
  m.refundable_with_taxes ?? refundCap(m.amount.value_with_taxes);

/** Whether a movement's refund page can refund it: the page's title and body say which. */
type RefundState = "refundable" | "notRefundable" | "fullyRefunded";
export function refundStateOf(m: Movement): RefundState {
  if (!canBeRefunded(m)) return "notRefundable";
  return toDecimal(refundableOf(m)).isZero() ? "fullyRefunded" : "refundable";
}

/** DISCOUNT, INSTALLATION_FEE, CONSUMPTION: a response may carry them, a request may not (4.2 rule 2). */
export const isResponseOnlyType = (type: string) =>
  !(REQUEST_MOVEMENT_TYPES as readonly string[]).includes(type);

/** Why the agent cannot edit this movement (it may still be deletable), or undefined when they can. */
export function editLockReason(m: Movement): { key: "responseOnlyType"; type: Movement["type"] } | undefined {
  return isResponseOnlyType(m.type) ? { key: "responseOnlyType", type: m.type } : undefined;
}

/** Why the agent cannot edit or delete this movement (a message of AgentMovements.lock), or undefined. */
export type LockReason = { key: "invoiced"; invoice: string } | { key: "refund" | "partlyRefunded" };

export function lockReason(m: Movement): LockReason | undefined {
  if (isInvoiced(m)) return { key: "invoiced", invoice: m.invoice_number || m.invoice_id };
  if (isRefundMovement(m)) return { key: "refund" };
  if (
    canBeRefunded(m) &&
    m.refundable_with_taxes !== undefined &&
    m.refundable_with_taxes !== m.amount.value_with_taxes
  )
    return { key: "partlyRefunded" };
  return undefined;
}
