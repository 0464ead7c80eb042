import { type Context, Hono } from "hono";
import type { SandboxDeps } from "../../app";
import { fastJsonResponse } from "../../billing/fast-json";
import { invoiceMovements, toRectification } from "../../billing/invoice-view";
import { param } from "../../billing/lookup";
import { createPublicLink } from "../../billing/public-links";
import {
  createRectification,
  deleteRectification,
  findRectification,
  isPostpaidOrdinary,
  isSalesOrdinary,
  issueRectification,
} from "../../billing/rectifications";
import { endpoint } from "../../http/endpoint";
import type { AppEnv } from "../../http/env";
import { readJsonBody } from "../../http/json";
import { ACCOUNT_BASE, readScope, writeScope } from "./invoice-scope";

const POSTPAID = `${ACCOUNT_BASE}/ordinary_invoices/postpaid_service/:ordinaryInvoiceId/rectification_invoices`;
const SALES = `${ACCOUNT_BASE}/ordinary_invoices/sales/:ordinaryInvoiceId/rectification_invoices`;

/** The path's rectification of the path's ordinary invoice, on the path's account, readable by the caller. */
async function readRectification(c: Context<AppEnv>, sales = false) {
  const scope = await readScope(c);
  const { rectification } = await findRectification(
    c.get("db"),
    scope,
    param(c, "ordinaryInvoiceId"),
    param(c, "rectificationInvoiceId"),
    sales ? isSalesOrdinary : isPostpaidOrdinary,
  );
  return { scope, rectification };
}

/** 4.4 and section 3: the draft -> issued lifecycle of rectifications of postpaid ordinary invoices. */
export function rectificationRoutes({ config }: SandboxDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    POSTPAID,
    endpoint("createRectificationInvoice", async (c) => {
      const scope = await writeScope(c);
      const body = await readJsonBody(c, "wrongRectificationBody");
      const created = await createRectification(c.get("db"), scope, param(c, "ordinaryInvoiceId"), body);
      return fastJsonResponse(c, created, 201);
    }),
  );

  routes.get(
    `${POSTPAID}/:rectificationInvoiceId`,
    endpoint("getRectificationInvoice", async (c) => {
      const { rectification } = await readRectification(c);
      return fastJsonResponse(c, await toRectification(c.get("db"), rectification));
    }),
  );

  routes.get(
    `${POSTPAID}/:rectificationInvoiceId/movements`,
    endpoint("getInvoiceMovements", async (c) => {
      const { rectification } = await readRectification(c);
      return fastJsonResponse(c, await invoiceMovements(c.get("db"), rectification));
    }),
  );

  routes.post(
    `${POSTPAID}/:rectificationInvoiceId/issue`,
    endpoint("issueRectificationInvoice", async (c) => {
      const scope = await writeScope(c);
      const ordinaryRef = param(c, "ordinaryInvoiceId");
      const id = await issueRectification(
        c.get("db"),
        scope,
        ordinaryRef,
        param(c, "rectificationInvoiceId"),
      );
      const { rectification } = await findRectification(
        c.get("db"),
        scope,
        ordinaryRef,
        id,
        isPostpaidOrdinary,
      );
      return fastJsonResponse(c, await toRectification(c.get("db"), rectification));
    }),
  );

  routes.delete(
    `${POSTPAID}/:rectificationInvoiceId`,
    endpoint("deleteRectificationInvoice", async (c) => {
      const scope = await writeScope(c);
      await deleteRectification(
        c.get("db"),
        scope,
        param(c, "ordinaryInvoiceId"),
        param(c, "rectificationInvoiceId"),
      );
      return c.body(null, 204);
    }),
  );

  const publicLink = (sales: boolean) =>
    endpoint("getPublicLink", async (c) => {
      const { scope, rectification } = await readRectification(c, sales);
      return fastJsonResponse(
        c,
        await createPublicLink(c.get("db"), scope.org, rectification.id, config.publicOrigin),
      );
    });
  routes.get(`${POSTPAID}/:rectificationInvoiceId/public_link`, publicLink(false));
  routes.get(`${SALES}/:rectificationInvoiceId/public_link`, publicLink(true));
  return routes;
}
