import { and, desc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { INVOICE_CATEGORIES, InvoiceKind } from "@/contract/billing";
import type { SandboxDeps } from "../../app";
import { fastJsonResponse } from "../../billing/fast-json";
import { type InvoiceRow, invoiceMovements, toInvoice, visibleTo } from "../../billing/invoice-view";
import { createPublicLink } from "../../billing/public-links";
import { endpoint } from "../../http/endpoint";
import type { AppEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { billingInvoices } from "../../store/schema";
import { ACCOUNT_BASE, markDeprecated, readInvoice, readScope } from "./invoice-scope";

const KINDS = new Set<string>(InvoiceKind.options);
const CATEGORIES = new Set<string>(INVOICE_CATEGORIES);
const SERVICE_PATHS = { postpaid_service: "postpaid", prepaid_service: "prepaid" } as const;
const DEPRECATED_SUCCESSOR = "../ordinary_invoices/{postpaid_service|prepaid_service}/{ordinaryInvoiceId}";

const anyInvoice = () => true;
const isSales = (row: InvoiceRow) => row.service === "sales";

function filterValue(c: Context<AppEnv>, name: string, allowed: Set<string>) {
  const value = c.req.query(name) || undefined;
  if (value !== undefined && !allowed.has(value))
    throw new ApiError(
      400,
      "wrongInvoiceFilter",
      `${name} must be one of ${[...allowed].join(", ")}; got "${value}".`,
    );
  return value;
}

const listInvoices = (sales: boolean) =>
  endpoint("getInvoices", async (c) => {
    const scope = await readScope(c);
    const type = filterValue(c, "type", KINDS);
    const category = sales ? undefined : filterValue(c, "category", CATEGORIES);
    const deviceId = sales ? c.req.query("device_id") || undefined : undefined;
    const conditions = [eq(billingInvoices.orgId, scope.org), eq(billingInvoices.accountId, scope.accountId)];
    if (type) conditions.push(eq(billingInvoices.type, type));
    if (category) conditions.push(eq(billingInvoices.category, category));
    if (sales) conditions.push(eq(billingInvoices.service, "sales"));
    if (deviceId) conditions.push(eq(billingInvoices.deviceId, deviceId));
    const rows = await c
      .get("db")
      .select()
      .from(billingInvoices)
      .where(and(...conditions))
      .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
    const visible = rows.filter((r) => visibleTo(scope.principal, r));
    return fastJsonResponse(c, await Promise.all(visible.map((r) => toInvoice(c.get("db"), r))));
  });

const getInvoice = (accept: (row: InvoiceRow) => boolean) =>
  endpoint("getInvoice", async (c) => {
    const { row } = await readInvoice(c, accept);
    return fastJsonResponse(c, await toInvoice(c.get("db"), row));
  });

const getMovements = (accept: (row: InvoiceRow) => boolean, deprecated = false) =>
  endpoint("getInvoiceMovements", async (c) => {
    if (deprecated) markDeprecated(c, `${DEPRECATED_SUCCESSOR}/movements`);
    const { row } = await readInvoice(c, accept);
    return fastJsonResponse(c, await invoiceMovements(c.get("db"), row));
  });

/** 4.4: invoices of an account, their movements and public document links. */
export function invoiceRoutes({ config }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  const getPublicLink = (accept: (row: InvoiceRow) => boolean, deprecated = false) =>
    endpoint("getPublicLink", async (c) => {
      if (deprecated) markDeprecated(c, `${DEPRECATED_SUCCESSOR}/public_link`);
      const { scope, row } = await readInvoice(c, accept);
      return fastJsonResponse(c, await createPublicLink(c.get("db"), scope.org, row.id, config.publicOrigin));
    });

  routes.get(`${ACCOUNT_BASE}/invoices`, listInvoices(false));
  routes.get(`${ACCOUNT_BASE}/invoices/sales`, listInvoices(true));
  routes.get(`${ACCOUNT_BASE}/invoices/sales/:invoiceId`, getInvoice(isSales));
  routes.get(`${ACCOUNT_BASE}/invoices/sales/:invoiceId/public_link`, getPublicLink(isSales));

  // Extension: one invoice of any kind (the contract has no such read outside sales).
  routes.get(`${ACCOUNT_BASE}/invoices/:invoiceId`, getInvoice(anyInvoice));
  routes.get(`${ACCOUNT_BASE}/invoices/:invoiceId/movements`, getMovements(anyInvoice, true));
  routes.get(`${ACCOUNT_BASE}/invoices/:invoiceId/public_link`, getPublicLink(anyInvoice, true));

  for (const [path, service] of Object.entries(SERVICE_PATHS)) {
    const accept = (row: InvoiceRow) => row.type === "ORDINARY" && row.service === service;
    const base = `${ACCOUNT_BASE}/ordinary_invoices/${path}/:invoiceId`;
    routes.get(`${base}/movements`, getMovements(accept));
    routes.get(`${base}/public_link`, getPublicLink(accept));
  }
  return routes;
}
