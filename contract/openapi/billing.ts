import { z } from "zod";
import {
  BillingError,
  ConsumptionDetails,
  consumptionDetailsQuery,
  createMovementInput,
  createNonSubscribableMovementInput,
  createRectificationInput,
  Invoice,
  invoiceListQuery,
  Movement,
  MovementCreated,
  movementListQuery,
  PublicLink,
  RectificationCreated,
  RectificationInvoice,
  RefundCreated,
  refundInput,
  SalesInvoice,
  SubscriptionBalances,
  salesInvoiceListQuery,
  updateMovementInput,
  updateNonSubscribableMovementInput,
} from "../billing";
import { type ApiDescription, type ApiOperation, read } from "./document";

const SUB = "/orgs/{org}/subscription/{subscription}";
const ACCOUNT = "/orgs/{org}/accounts/{account}";
const POSTPAID = `${ACCOUNT}/ordinary_invoices/postpaid_service/{ordinaryInvoiceId}/rectification_invoices`;
/** A list holds ordinary invoices and the rectifications of them. */
const AnyInvoice = z.union([RectificationInvoice, Invoice]);
const AnySalesInvoice = z.union([
  RectificationInvoice.extend({ service: z.literal("sales"), device_id: z.string() }),
  SalesInvoice,
]);
const pdf = { contentType: "application/pdf", description: "The document." };

const invoiceReads = (prefix: string, name: string, deprecated = false): ApiOperation[] => [
  {
    method: "get",
    path: `${prefix}/{invoiceId}/movements`,
    operationId: `get${name}InvoiceMovements`,
    summary: "Movements billed on an invoice.",
    responses: { 200: z.array(Movement) },
    deprecated,
  },
  {
    method: "get",
    path: `${prefix}/{invoiceId}/public_link`,
    operationId: `get${name}InvoicePublicLink`,
    summary: "An expiring link to the invoice's document.",
    responses: { 200: PublicLink },
    deprecated,
  },
];

/** Billing v1 (seed 000): consumptions, movements, refunds, invoices, rectifications. */
export const billingApi: ApiDescription = {
  id: "billing",
  title: "Billing v1",
  version: "1",
  description:
    "Consumptions, movements, refunds, invoices and rectification invoices of an organization's subscriptions and accounts. Amounts are exact decimals with at most 8 places. Design choices beyond the contract: docs/billing-api.md.",
  basePath: "/billing/v1",
  error: BillingError,
  security: "bearer",
  operations: [
    read(
      `${SUB}/consumptions`,
      "getConsumptions",
      "Balances and bonuses of a subscription.",
      SubscriptionBalances,
    ),
    read(
      `${SUB}/consumptions/details`,
      "getConsumptionDetails",
      "Usage records of a subscription in a period.",
      ConsumptionDetails,
      { query: consumptionDetailsQuery },
    ),
    read(`${SUB}/movement`, "getMovements", "Movements of a subscription.", z.array(Movement), {
      query: movementListQuery,
    }),
    {
      method: "post",
      path: `${SUB}/movement`,
      operationId: "createMovement",
      summary: "Creates a movement; the external unique id makes a retry answer the same movement.",
      body: { schema: createMovementInput },
      responses: { 201: MovementCreated },
    },
    read(`${SUB}/movement/{movement}`, "getMovement", "One movement.", Movement),
    {
      method: "put",
      path: `${SUB}/movement/{movement}`,
      operationId: "updateMovement",
      summary: "Replaces a movement that is not invoiced.",
      body: { schema: updateMovementInput },
      responses: { 204: null },
    },
    {
      method: "delete",
      path: `${SUB}/movement/{movement}`,
      operationId: "deleteMovement",
      summary: "Deletes a movement that is not invoiced.",
      responses: { 204: null },
    },
    {
      method: "post",
      path: `${SUB}/movement-non-subscribable-products`,
      operationId: "createMovementNonSubscribableProducts",
      summary: "Creates a movement of a non-subscribable product.",
      body: { schema: createNonSubscribableMovementInput },
      responses: { 201: MovementCreated },
    },
    {
      method: "put",
      path: `${SUB}/movement-non-subscribable-products/{movement}`,
      operationId: "updateMovementNonSubscribableProducts",
      summary: "Replaces a non-subscribable product movement that is not invoiced.",
      body: { schema: updateNonSubscribableMovementInput },
      responses: { 204: null },
    },
    {
      method: "post",
      path: `${SUB}/movement/{movement}/refund-non-subscribable-products`,
      operationId: "refundNonSubscribableProducts",
      summary: "Refunds part or all of a non-subscribable product charge.",
      body: { schema: refundInput },
      responses: { 201: RefundCreated },
    },
    read(`${ACCOUNT}/invoices`, "getInvoices", "Invoices of an account, newest first.", z.array(AnyInvoice), {
      query: invoiceListQuery,
    }),
    read(
      `${ACCOUNT}/invoices/sales`,
      "getSalesInvoices",
      "Device sales invoices of an account.",
      z.array(AnySalesInvoice),
      { query: salesInvoiceListQuery },
    ),
    read(`${ACCOUNT}/invoices/sales/{invoiceId}`, "getSalesInvoice", "One sales invoice.", AnySalesInvoice),
    read(
      `${ACCOUNT}/invoices/sales/{invoiceId}/public_link`,
      "getSalesInvoicePublicLink",
      "An expiring link to the sales invoice's document.",
      PublicLink,
    ),
    read(`${ACCOUNT}/invoices/{invoiceId}`, "getInvoice", "One invoice.", AnyInvoice),
    ...invoiceReads(`${ACCOUNT}/invoices`, "", true),
    ...invoiceReads(`${ACCOUNT}/ordinary_invoices/postpaid_service`, "Postpaid"),
    ...invoiceReads(`${ACCOUNT}/ordinary_invoices/prepaid_service`, "Prepaid"),
    {
      method: "post",
      path: POSTPAID,
      operationId: "createRectificationInvoice",
      summary: "Creates a draft rectification of an issued postpaid invoice.",
      body: { schema: createRectificationInput },
      responses: { 201: RectificationCreated },
    },
    read(
      `${POSTPAID}/{rectificationInvoiceId}`,
      "getRectificationInvoice",
      "One rectification invoice, draft or issued.",
      RectificationInvoice,
    ),
    read(
      `${POSTPAID}/{rectificationInvoiceId}/movements`,
      "getRectificationInvoiceMovements",
      "Movements of a rectification invoice.",
      z.array(Movement),
    ),
    {
      method: "post",
      path: `${POSTPAID}/{rectificationInvoiceId}/issue`,
      operationId: "issueRectificationInvoice",
      summary: "Issues a draft: it gets its number and becomes read-only.",
      responses: { 200: RectificationInvoice },
    },
    {
      method: "delete",
      path: `${POSTPAID}/{rectificationInvoiceId}`,
      operationId: "deleteRectificationInvoice",
      summary: "Deletes a draft rectification.",
      responses: { 204: null },
    },
    read(
      `${POSTPAID}/{rectificationInvoiceId}/public_link`,
      "getRectificationPublicLink",
      "An expiring link to the rectification's document.",
      PublicLink,
    ),
    read(
      `${ACCOUNT}/ordinary_invoices/sales/{ordinaryInvoiceId}/rectification_invoices/{rectificationInvoiceId}/public_link`,
      "getSalesRectificationPublicLink",
      "An expiring link to a sales rectification's document.",
      PublicLink,
    ),
    read(
      "/documents/{token}",
      "getDocument",
      "The document behind a public link; the link is the credential.",
      pdf,
    ),
  ],
};
