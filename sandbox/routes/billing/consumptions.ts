import type { Context } from "hono";
import { Hono } from "hono";
import { readBalancesJson, readDetailsJson, resolveDetailsPeriod } from "../../billing/consumptions";
import { textJsonResponse } from "../../billing/fast-json";
import { findSubscription, param, subscriptionNotFound } from "../../billing/lookup";
import { endpoint } from "../../http/endpoint";
import type { AppEnv } from "../../http/env";
import { assertSubscriptionAccess } from "../../http/guards";

const BASE = "/v1/orgs/:org/subscription/:subscription/consumptions";

/** The caller may read the subscription and it exists in the org (404 subscriptionNotFound). */
async function readableSubscription(c: Context<AppEnv>) {
  const org = param(c, "org");
  assertSubscriptionAccess(c, org, param(c, "subscription"));
  return findSubscription(c.get("db"), org, param(c, "subscription"), 404);
}

/** 4.1: balances and usage records of a subscription. */
export function consumptionRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get(
    BASE,
    endpoint("getSubscription", async (c) => {
      const org = param(c, "org");
      const id = param(c, "subscription");
      assertSubscriptionAccess(c, org, id);
      const body = await readBalancesJson(c.get("db"), org, id);
      if (body === undefined) throw subscriptionNotFound(org, id, 404);
      return textJsonResponse(c, body);
    }),
  );

  routes.get(
    `${BASE}/details`,
    endpoint("getSubscription", async (c) => {
      const sub = await readableSubscription(c);
      const period = resolveDetailsPeriod(sub, {
        type: c.req.query("type"),
        fromDate: c.req.query("fromDate"),
        toDate: c.req.query("toDate"),
      });
      return textJsonResponse(c, await readDetailsJson(c.get("db"), sub, period));
    }),
  );

  return routes;
}
