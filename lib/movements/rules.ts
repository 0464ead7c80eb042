import { type Movement, REQUEST_MOVEMENT_TYPES } from "@/contract/billing";
import { refundCap } from "@/lib/billing-math";

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

/** DISCOUNT, INSTALLATION_FEE, CONSUMPTION: a response may carry them, a request may not (4.2 rule 2). */
export const isResponseOnlyType = (type: string) =>
  !(REQUEST_MOVEMENT_TYPES as readonly string[]).includes(type);

/** Why the agent cannot edit this movement (it may still be deletable), or undefined when they can. */
export function editLockReason(m: Movement): string | undefined {
  if (isResponseOnlyType(m.type))
    return `A ${m.type.replaceAll("_", " ").toLowerCase()} movement cannot be edited: the operator accepts only fees, charges and adjustments in a change. It can still be deleted while it is not invoiced.`;
  return undefined;
}

/** Why the agent cannot edit or delete this movement, or undefined when they can. */
export function lockReason(m: Movement): string | undefined {
  if (isInvoiced(m))
    return `Invoiced on ${m.invoice_number || m.invoice_id}: invoiced movements cannot be changed.`;
  if (isRefundMovement(m)) return "A refund: refunds cannot be changed.";
  if (
    canBeRefunded(m) &&
    m.refundable_with_taxes !== undefined &&
    m.refundable_with_taxes !== m.amount.value_with_taxes
  )
    return "Partly refunded: a movement with refunds cannot be changed.";
  return undefined;
}
