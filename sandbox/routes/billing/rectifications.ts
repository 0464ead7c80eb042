import { type Context, Hono } from "hono";
import type { SandboxDeps } from "../../app";
import { fastJsonResponse } from "../../billing/fast-json";
import { invoiceMovements, toRectification } from "../../billing/invoice-view";
import { failingAs, param } from "../../billing/lookup";
import { createPublicLink } from "../../billing/public-links";
import {
  createRectification,
  deleteRectification,
  findRectification,
  isPostpaidOrdinary,
  isSalesOrdinary,
  issueRectification,
} from "../../billing/rectifications";
import type { AppEnv } from "../../http/env";
import { readJsonBody } from "../../http/json";
import { ACCOUNT_BASE, readScope, writeScope } from "./invoice-scope";

const POSTPAID = `${ACCOUNT_BASE}/ordinary_invoices/postpaid_service/:ordinaryInvoiceId/rectification_invoices`;
const SALES = `${ACCOUNT_BASE}/ordinary_invoices/sales/:ordinaryInvoiceId/rectification_invoices`;

/** 4.4 and section 3: the draft -> issued lifecycle of rectifications of postpaid ordinary invoices. */
export function rectificationRoutes({ config }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  const lookup = async (c: Context<AppEnv>, sales = false) => {
    const scope = await readScope(c);
    const found = await findRectification(
      c.get("db"),
      scope,
      param(c, "ordinaryInvoiceId"),
      param(c, "rectificationInvoiceId"),
      sales ? isSalesOrdinary : isPostpaidOrdinary,
    );
    return { scope, ...found };
  };

  routes.post(POSTPAID, async (c) => {
    const scope = await writeScope(c);
    const body = await readJsonBody(c, "wrongRectificationBody");
    const created = await failingAs("createRectificationInvoice", () =>
      createRectification(c.get("db"), scope, param(c, "ordinaryInvoiceId"), body),
    );
    return fastJsonResponse(c, created, 201);
  });

  routes.get(`${POSTPAID}/:rectificationInvoiceId`, async (c) => {
    const { rectification } = await lookup(c);
    return fastJsonResponse(
      c,
      await failingAs("getRectificationInvoice", () => toRectification(c.get("db"), rectification)),
    );
  });

  routes.get(`${POSTPAID}/:rectificationInvoiceId/movements`, async (c) => {
    const { rectification } = await lookup(c);
    return fastJsonResponse(
      c,
      await failingAs("getInvoiceMovements", () => invoiceMovements(c.get("db"), rectification)),
    );
  });

  routes.post(`${POSTPAID}/:rectificationInvoiceId/issue`, async (c) => {
    const scope = await writeScope(c);
    const id = await failingAs("issueRectificationInvoice", () =>
      issueRectification(
        c.get("db"),
        scope,
        param(c, "ordinaryInvoiceId"),
        param(c, "rectificationInvoiceId"),
      ),
    );
    const { rectification } = await findRectification(
      c.get("db"),
      scope,
      param(c, "ordinaryInvoiceId"),
      id,
      isPostpaidOrdinary,
    );
    return fastJsonResponse(c, await toRectification(c.get("db"), rectification));
  });

  routes.delete(`${POSTPAID}/:rectificationInvoiceId`, async (c) => {
    const scope = await writeScope(c);
    await failingAs("deleteRectificationInvoice", () =>
      deleteRectification(
        c.get("db"),
        scope,
        param(c, "ordinaryInvoiceId"),
        param(c, "rectificationInvoiceId"),
      ),
    );
    return c.body(null, 204);
  });

  const link = (sales: boolean) => async (c: Context<AppEnv>) => {
    const { scope, rectification } = await lookup(c, sales);
    const created = await failingAs("getPublicLink", () =>
      createPublicLink(c.get("db"), scope.org, rectification.id, config.publicOrigin),
    );
    return fastJsonResponse(c, created);
  };
  routes.get(`${POSTPAID}/:rectificationInvoiceId/public_link`, link(false));
  routes.get(`${SALES}/:rectificationInvoiceId/public_link`, link(true));
  return routes;
}
