import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { operatorFetch, operatorJson } from "@/lib/http";
import {
  ConsumptionDetails,
  type ConsumptionDetailsQuery,
  type CreateMovementInput,
  type CreateNonSubscribableMovementInput,
  type CreateRectificationInput,
  Invoice,
  type InvoiceCategory,
  type InvoiceKind,
  Movement,
  MovementCreated,
  type MovementListQuery,
  PublicLink,
  RectificationCreated,
  RectificationInvoice,
  RefundCreated,
  type RefundInput,
  SalesInvoice,
  SubscriptionBalances,
  type UpdateMovementInput,
  type UpdateNonSubscribableMovementInput,
} from "../../../contract/billing";

/**
 * Typed client of the billing API v1 (contract 000). One function per endpoint the portal uses;
 * every answer is zod-parsed. Callers pass the signed-in user's bearer token and org; checking that
 * the subscription or account belongs to that user is the caller's job (see lib/customer/access.ts).
 */
/** Extra headers for writes, e.g. an idempotency key or an on-behalf-of note for audits. */
export interface WriteOptions {
  headers?: Record<string, string>;
}

const seg = encodeURIComponent;
const base = () => `${env.OPERATOR_BILLING_URL}/v1`;
const subscriptionUrl = (auth: OperatorCaller, subscriptionId: string) =>
  `${base()}/orgs/${seg(auth.org)}/subscription/${seg(subscriptionId)}`;
const accountUrl = (auth: OperatorCaller, accountId: string) =>
  `${base()}/orgs/${seg(auth.org)}/accounts/${seg(accountId)}`;
const bearer = (auth: OperatorCaller, extra?: Record<string, string>) => ({
  ...extra,
  authorization: `Bearer ${auth.accessToken}`,
});

/** A write's request: its method, the caller's token with the write's own headers, and its JSON body. */
const write = (
  auth: OperatorCaller,
  method: "POST" | "PUT" | "DELETE",
  options: WriteOptions,
  json?: unknown,
) => ({
  method,
  headers: bearer(auth, options.headers),
  ...(json === undefined ? {} : { json }),
});

/** Ordinary invoices are addressed per service; device sales have their own paths. */
export type OrdinaryService = "postpaid" | "prepaid";
const ordinaryUrl = (auth: OperatorCaller, accountId: string, service: OrdinaryService, invoiceId: string) =>
  `${accountUrl(auth, accountId)}/ordinary_invoices/${service}_service/${seg(invoiceId)}`;
const rectificationUrl = (
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
) => `${ordinaryUrl(auth, accountId, "postpaid", invoiceId)}/rectification_invoices/${seg(rectificationId)}`;

// ---------------------------------------------------------------- consumptions (4.1)

export function getConsumptions(auth: OperatorCaller, subscriptionId: string) {
  return operatorJson(SubscriptionBalances, `${subscriptionUrl(auth, subscriptionId)}/consumptions`, {
    headers: bearer(auth),
  });
}

export function getConsumptionDetails(
  auth: OperatorCaller,
  subscriptionId: string,
  query: ConsumptionDetailsQuery = {},
) {
  return operatorJson(ConsumptionDetails, `${subscriptionUrl(auth, subscriptionId)}/consumptions/details`, {
    headers: bearer(auth),
    query: { type: query.type, fromDate: query.fromDate, toDate: query.toDate },
  });
}

// ---------------------------------------------------------------- movements (4.2)

export function listMovements(auth: OperatorCaller, subscriptionId: string, query: MovementListQuery = {}) {
  return operatorJson(z.array(Movement), `${subscriptionUrl(auth, subscriptionId)}/movement`, {
    headers: bearer(auth),
    query: { ...query },
  });
}

export function getMovement(auth: OperatorCaller, subscriptionId: string, movementId: string) {
  return operatorJson(Movement, `${subscriptionUrl(auth, subscriptionId)}/movement/${seg(movementId)}`, {
    headers: bearer(auth),
  });
}

export function createMovement(
  auth: OperatorCaller,
  subscriptionId: string,
  body: CreateMovementInput,
  options: WriteOptions = {},
) {
  return operatorJson(
    MovementCreated,
    `${subscriptionUrl(auth, subscriptionId)}/movement`,
    write(auth, "POST", options, body),
  );
}

export async function updateMovement(
  auth: OperatorCaller,
  subscriptionId: string,
  movementId: string,
  body: UpdateMovementInput,
  options: WriteOptions = {},
): Promise<void> {
  await operatorFetch(
    `${subscriptionUrl(auth, subscriptionId)}/movement/${seg(movementId)}`,
    write(auth, "PUT", options, body),
  );
}

export async function deleteMovement(
  auth: OperatorCaller,
  subscriptionId: string,
  movementId: string,
  options: WriteOptions = {},
): Promise<void> {
  await operatorFetch(
    `${subscriptionUrl(auth, subscriptionId)}/movement/${seg(movementId)}`,
    write(auth, "DELETE", options),
  );
}

export function createNonSubscribableMovement(
  auth: OperatorCaller,
  subscriptionId: string,
  body: CreateNonSubscribableMovementInput,
  options: WriteOptions = {},
) {
  return operatorJson(
    MovementCreated,
    `${subscriptionUrl(auth, subscriptionId)}/movement-non-subscribable-products`,
    write(auth, "POST", options, body),
  );
}

/** Method and path are "not shown" in the contract; the sandbox's choice is in docs/billing-api.md. */
export async function updateNonSubscribableMovement(
  auth: OperatorCaller,
  subscriptionId: string,
  movementId: string,
  body: UpdateNonSubscribableMovementInput,
  options: WriteOptions = {},
): Promise<void> {
  await operatorFetch(
    `${subscriptionUrl(auth, subscriptionId)}/movement-non-subscribable-products/${seg(movementId)}`,
    write(auth, "PUT", options, body),
  );
}

// ---------------------------------------------------------------- refunds (4.3)

export function refundNonSubscribableMovement(
  auth: OperatorCaller,
  subscriptionId: string,
  movementId: string,
  body: RefundInput,
  options: WriteOptions = {},
) {
  return operatorJson(
    RefundCreated,
    `${subscriptionUrl(auth, subscriptionId)}/movement/${seg(movementId)}/refund-non-subscribable-products`,
    write(auth, "POST", options, body),
  );
}

// ---------------------------------------------------------------- invoices (4.4)

export function listInvoices(
  auth: OperatorCaller,
  accountId: string,
  query: { category?: InvoiceCategory; type?: InvoiceKind } = {},
) {
  return operatorJson(z.array(Invoice), `${accountUrl(auth, accountId)}/invoices`, {
    headers: bearer(auth),
    query: { category: query.category, type: query.type },
  });
}

/**
 * Extension of the sandbox (docs/billing-api.md): one invoice of any kind by internal id or number.
 * The contract only reads single sales invoices; without this the portal would list and search.
 */
export function getInvoice(auth: OperatorCaller, accountId: string, invoiceId: string) {
  return operatorJson(Invoice, `${accountUrl(auth, accountId)}/invoices/${seg(invoiceId)}`, {
    headers: bearer(auth),
  });
}

export function listSalesInvoices(
  auth: OperatorCaller,
  accountId: string,
  query: { device_id?: string; type?: InvoiceKind } = {},
) {
  return operatorJson(z.array(SalesInvoice), `${accountUrl(auth, accountId)}/invoices/sales`, {
    headers: bearer(auth),
    query: { device_id: query.device_id, type: query.type },
  });
}

export function getSalesInvoice(auth: OperatorCaller, accountId: string, invoiceId: string) {
  return operatorJson(SalesInvoice, `${accountUrl(auth, accountId)}/invoices/sales/${seg(invoiceId)}`, {
    headers: bearer(auth),
  });
}

export function getSalesInvoicePublicLink(auth: OperatorCaller, accountId: string, invoiceId: string) {
  return operatorJson(
    PublicLink,
    `${accountUrl(auth, accountId)}/invoices/sales/${seg(invoiceId)}/public_link`,
    { headers: bearer(auth) },
  );
}

export function listOrdinaryInvoiceMovements(
  auth: OperatorCaller,
  accountId: string,
  service: OrdinaryService,
  invoiceId: string,
) {
  return operatorJson(z.array(Movement), `${ordinaryUrl(auth, accountId, service, invoiceId)}/movements`, {
    headers: bearer(auth),
  });
}

export function getOrdinaryInvoicePublicLink(
  auth: OperatorCaller,
  accountId: string,
  service: OrdinaryService,
  invoiceId: string,
) {
  return operatorJson(PublicLink, `${ordinaryUrl(auth, accountId, service, invoiceId)}/public_link`, {
    headers: bearer(auth),
  });
}

// ---------------------------------------------------------------- rectifications (4.4)

export function createRectificationInvoice(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  body: CreateRectificationInput,
  options: WriteOptions = {},
) {
  return operatorJson(
    RectificationCreated,
    `${ordinaryUrl(auth, accountId, "postpaid", invoiceId)}/rectification_invoices`,
    write(auth, "POST", options, body),
  );
}

export function getRectificationInvoice(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
) {
  return operatorJson(RectificationInvoice, rectificationUrl(auth, accountId, invoiceId, rectificationId), {
    headers: bearer(auth),
  });
}

export function listRectificationMovements(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
) {
  return operatorJson(
    z.array(Movement),
    `${rectificationUrl(auth, accountId, invoiceId, rectificationId)}/movements`,
    { headers: bearer(auth) },
  );
}

/** Issuing gives the draft its invoice number; the answer body is not shown, so only success is reported. */
export async function issueRectificationInvoice(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
  options: WriteOptions = {},
): Promise<void> {
  await operatorFetch(
    `${rectificationUrl(auth, accountId, invoiceId, rectificationId)}/issue`,
    write(auth, "POST", options),
  );
}

export async function deleteRectificationInvoice(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
  options: WriteOptions = {},
): Promise<void> {
  await operatorFetch(
    rectificationUrl(auth, accountId, invoiceId, rectificationId),
    write(auth, "DELETE", options),
  );
}

export function getRectificationPublicLink(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
) {
  return operatorJson(
    PublicLink,
    `${rectificationUrl(auth, accountId, invoiceId, rectificationId)}/public_link`,
    {
      headers: bearer(auth),
    },
  );
}

export function getSalesRectificationPublicLink(
  auth: OperatorCaller,
  accountId: string,
  invoiceId: string,
  rectificationId: string,
) {
  return operatorJson(
    PublicLink,
    `${accountUrl(auth, accountId)}/ordinary_invoices/sales/${seg(invoiceId)}/rectification_invoices/${seg(rectificationId)}/public_link`,
    { headers: bearer(auth) },
  );
}
