import { Hono } from "hono";
import { type ProductOffering, productOfferingQuery } from "../../contract/catalog";
import type { AppEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { bearerAuth } from "../http/guards";
import { jsonResponse } from "../http/json";
import { offeringHref, offeringsOf } from "../seed/catalog";

/** Members `?fields=` never drops: TMF620 always returns the id and href of a selected entity. */
const ALWAYS = ["id", "href"];

function select(offering: ProductOffering, fields: string | undefined): Partial<ProductOffering> {
  if (fields === undefined) return offering;
  const wanted = new Set([...ALWAYS, ...fields.split(",").map((f) => f.trim())]);
  return Object.fromEntries(Object.entries(offering).filter(([key]) => wanted.has(key)));
}

/**
 * Product catalogue, TMF620 v4 shaped (docs/self-service.md): read-only, any valid token of the org
 * (customer or staff) reads its org's offerings.
 */
export function catalogRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use("*", bearerAuth());

  const withHref = (c: { req: { url: string } }, offering: Omit<ProductOffering, "href">) => {
    const { id, ...rest } = offering;
    return { id, href: offeringHref(new URL(c.req.url).origin, id), ...rest };
  };

  // GET /tmf-api/productCatalogManagement/v4/productOffering
  routes.get("/productOffering", (c) => {
    const query = productOfferingQuery.safeParse(c.req.query());
    if (!query.success)
      throw new ApiError(400, "invalidQuery", "lifecycleStatus must be Active or Retired; fields a list.");
    const { lifecycleStatus, fields } = query.data;
    const offerings = offeringsOf(c.get("principal").org)
      .filter((o) => lifecycleStatus === undefined || o.lifecycleStatus === lifecycleStatus)
      .map((o) => select(withHref(c, o), fields));
    return jsonResponse(c, offerings);
  });

  // GET /tmf-api/productCatalogManagement/v4/productOffering/{id}
  routes.get("/productOffering/:id", (c) => {
    const id = c.req.param("id");
    const offering = offeringsOf(c.get("principal").org).find((o) => o.id === id);
    if (!offering) throw new ApiError(404, "offeringNotFound", `No product offering ${id}.`);
    return jsonResponse(c, select(withHref(c, offering), c.req.query("fields")));
  });

  return routes;
}
