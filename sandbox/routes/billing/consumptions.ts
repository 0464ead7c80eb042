import { Hono } from "hono";
import { readBalances, readDetailsJson, resolveDetailsPeriod } from "../../billing/consumptions";
import { fastJsonResponse as jsonResponse } from "../../billing/fast-json";
import { failingAs, findSubscription, param } from "../../billing/lookup";
import type { AppEnv } from "../../http/env";
import { assertSubscriptionAccess } from "../../http/guards";

/** 4.1: balances and usage records of a subscription. */
export function consumptionRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get("/v1/orgs/:org/subscription/:subscription/consumptions", async (c) => {
    const org = param(c, "org");
    assertSubscriptionAccess(c, org, param(c, "subscription"));
    const body = await failingAs("getSubscription", async () => {
      const sub = await findSubscription(c.get("db"), org, param(c, "subscription"), 404);
      return readBalances(c.get("db"), sub);
    });
    return jsonResponse(c, body);
  });

  routes.get("/v1/orgs/:org/subscription/:subscription/consumptions/details", async (c) => {
    const org = param(c, "org");
    assertSubscriptionAccess(c, org, param(c, "subscription"));
    const body = await failingAs("getSubscription", async () => {
      const sub = await findSubscription(c.get("db"), org, param(c, "subscription"), 404);
      const period = resolveDetailsPeriod(sub, {
        type: c.req.query("type"),
        fromDate: c.req.query("fromDate"),
        toDate: c.req.query("toDate"),
      });
      return readDetailsJson(c.get("db"), sub, period);
    });
    c.header("content-type", "application/json; charset=utf-8");
    return c.body(body);
  });

  return routes;
}
