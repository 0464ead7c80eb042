import { and, desc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { SandboxDeps } from "../../app";
import { fastJsonResponse } from "../../billing/fast-json";
import {
  findInvoice,
  type InvoiceRow,
  invoiceMovements,
  toInvoice,
  visibleTo,
} from "../../billing/invoice-view";
import { failingAs, param } from "../../billing/lookup";
import { createPublicLink } from "../../billing/public-links";
import type { AppEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { billingInvoices } from "../../store/schema";
import { ACCOUNT_BASE, markDeprecated, readScope } from "./invoice-scope";

const KINDS = new Set(["ORDINARY", "RECTIFICATION"]);
const CATEGORIES = new Set(["MOBILE", "LANDLINE", "DEVICE"]);
const SERVICE_PATHS = { postpaid_service: "postpaid", prepaid_service: "prepaid" } as const;

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

async function listInvoices(c: Context<AppEnv>, sales: boolean) {
  const scope = await readScope(c);
  const type = filterValue(c, "type", KINDS);
  const category = sales ? undefined : filterValue(c, "category", CATEGORIES);
  const deviceId = sales ? c.req.query("device_id") || undefined : undefined;
  return failingAs("getInvoices", async () => {
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
    return Promise.all(visible.map((r) => toInvoice(c.get("db"), r)));
  });
}

/** 4.4: invoices of an account, their movements and public document links. */
export function invoiceRoutes({ config }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  const publicLink = async (c: Context<AppEnv>, accept: (row: InvoiceRow) => boolean) => {
    const scope = await readScope(c);
    const row = await findInvoice(
      c.get("db"),
      scope.principal,
      scope.org,
      scope.accountId,
      param(c, "invoiceId"),
      accept,
    );
    const link = await failingAs("getPublicLink", () =>
      createPublicLink(c.get("db"), scope.org, row.id, config.publicOrigin),
    );
    return fastJsonResponse(c, link);
  };
  const movements = async (c: Context<AppEnv>, accept: (row: InvoiceRow) => boolean) => {
    const scope = await readScope(c);
    const row = await findInvoice(
      c.get("db"),
      scope.principal,
      scope.org,
      scope.accountId,
      param(c, "invoiceId"),
      accept,
    );
    return fastJsonResponse(
      c,
      await failingAs("getInvoiceMovements", () => invoiceMovements(c.get("db"), row)),
    );
  };
  const isSales = (row: InvoiceRow) => row.service === "sales";

  routes.get(`${ACCOUNT_BASE}/invoices`, async (c) => fastJsonResponse(c, await listInvoices(c, false)));
  routes.get(`${ACCOUNT_BASE}/invoices/sales`, async (c) => fastJsonResponse(c, await listInvoices(c, true)));
  routes.get(`${ACCOUNT_BASE}/invoices/sales/:invoiceId`, async (c) => {
    const scope = await readScope(c);
    const row = await findInvoice(
      c.get("db"),
      scope.principal,
      scope.org,
      scope.accountId,
      param(c, "invoiceId"),
      isSales,
    );
    return fastJsonResponse(c, await failingAs("getInvoice", () => toInvoice(c.get("db"), row)));
  });
  routes.get(`${ACCOUNT_BASE}/invoices/sales/:invoiceId/public_link`, (c) => publicLink(c, isSales));

  // Extension: one invoice of any kind (the contract has no such read outside sales).
  routes.get(`${ACCOUNT_BASE}/invoices/:invoiceId`, async (c) => {
    const scope = await readScope(c);
    const row = await findInvoice(
      c.get("db"),
      scope.principal,
      scope.org,
      scope.accountId,
      param(c, "invoiceId"),
    );
    return fastJsonResponse(c, await failingAs("getInvoice", () => toInvoice(c.get("db"), row)));
  });
  routes.get(`${ACCOUNT_BASE}/invoices/:invoiceId/movements`, (c) => {
    markDeprecated(
      c,
      "../ordinary_invoices/{postpaid_service|prepaid_service}/{ordinaryInvoiceId}/movements",
    );
    return movements(c, () => true);
  });
  routes.get(`${ACCOUNT_BASE}/invoices/:invoiceId/public_link`, (c) => {
    markDeprecated(
      c,
      "../ordinary_invoices/{postpaid_service|prepaid_service}/{ordinaryInvoiceId}/public_link",
    );
    return publicLink(c, () => true);
  });

  for (const [path, service] of Object.entries(SERVICE_PATHS)) {
    const accept = (row: InvoiceRow) => row.type === "ORDINARY" && row.service === service;
    const base = `${ACCOUNT_BASE}/ordinary_invoices/${path}/:invoiceId`;
    routes.get(`${base}/movements`, (c) => movements(c, accept));
    routes.get(`${base}/public_link`, (c) => publicLink(c, accept));
  }
  return routes;
}
