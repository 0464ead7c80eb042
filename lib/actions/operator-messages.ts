import type { z } from "zod";
import { type ActionError, fieldErrorsOf } from "./result";

/**
 * A specific sentence for each upstream error code of the billing endpoints (contract section 7)
 * and for the codes the sandbox documents for refunds and invoices (docs/billing-api.md).
 */
const MESSAGES: Record<string, string> = {
  subscriptionNotFound: "The operator does not know this subscription in your organization.",
  movementNotFound: "This movement no longer exists. It may have been deleted by someone else.",
  wrongMovementBody: "The operator refused the movement's details. Check the fields and try again.",
  getMovements: "The operator could not list the movements right now.",
  getMovement: "The operator could not read the movement right now.",
  createMovement: "The operator could not create the movement.",
  updateMovement: "The operator could not update the movement.",
  deleteMovement: "The operator could not delete the movement.",
  createMovementNonSubscribableProducts:
    "The operator could not create the non-subscribable product movement.",
  updateMovementNonSubscribableProducts:
    "The operator could not update the non-subscribable product movement.",
  movementInvoiced: "This movement is already on an invoice, so it can no longer be changed or deleted.",
  movementAlreadyInvoiced:
    "This movement is already on an invoice, so it can no longer be changed or deleted.",
  externalMovementUniqueIdConflict:
    "A movement with this form's reference was already created with different details. Reload the page to start a new movement.",
  externalRefundUniqueIdConflict:
    "A refund with this form's reference was already made with different details. Reload the page to start a new refund.",
  refundMovementReadOnly: "This movement is a refund: refunds cannot be changed or deleted.",
  movementHasRefunds: "This movement has refunds, so it can no longer be changed or deleted.",
  movementKindMismatch: "This movement belongs to the other product kind; reload the page and try again.",
  refundNonSubscribableProducts: "The operator could not make the refund.",
  idempotencyConflict:
    "A movement with this form's reference was already created with different details. Reload the page to start a new movement.",
  wrongRefundBody: "The operator refused the refund's details.",
  refundExceedsRefundable: "The refund is larger than what can still be refunded.",
  refundNotAllowed: "This movement cannot be refunded.",
  movementNotRefundable: "Only charges of non-subscribable products can be refunded.",
  invoiceNotFound: "This invoice does not exist for this account.",
  accountNotFound: "The operator does not know this account in your organization.",
  rectificationNotFound: "This rectification invoice no longer exists.",
  wrongRectificationBody: "The operator refused the rectification's details.",
  invoiceNotRectifiable: "Only issued postpaid ordinary invoices can be rectified.",
  rectificationNotDraft: "This rectification has been issued: it is read-only and cannot be deleted.",
  rectificationAlreadyIssued: "This rectification has been issued: it is read-only and cannot be deleted.",
  createRectificationInvoice: "The operator could not create the draft rectification.",
  getRectificationInvoice: "The operator could not read the rectification right now.",
  issueRectificationInvoice: "The operator could not issue the rectification.",
  deleteRectificationInvoice: "The operator could not delete the draft rectification.",
  getInvoices: "The operator could not list the invoices right now.",
  getPublicLink: "The operator could not give a link to the document right now.",
  publicLinkExpired: "The document link has expired; open the document again.",
  draftExists: "This invoice already has a draft rectification.",
  forbidden: "Your role does not give access to this.",
  unauthorized: "Your session has ended. Please sign in again.",
  generic: "The operator refused the request.",
  timeout: "The operator's system did not answer in time.",
  gatewayTimeout: "The operator's system did not answer in time.",
  unreachable: "The operator's system could not be reached.",
  unexpectedResponse: "The operator answered in an unexpected way.",
  validation: "Some fields need attention.",
};

/** The sentence for an upstream or portal code, when it has one. */
export const sentenceFor = (code: string): string | undefined =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;

export function messageFor(code: string, fallback?: string): string {
  return sentenceFor(code) ?? fallback ?? "The operator refused the request.";
}

export function validationError(error: z.ZodError): ActionError {
  return { code: "validation", message: messageFor("validation"), fieldErrors: fieldErrorsOf(error.issues) };
}

export function noAnswerMessage(detail: string): string {
  return `The operator's system did not answer. ${detail}`;
}
