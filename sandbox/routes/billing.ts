import { Hono } from "hono";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";
import { bearerAuth } from "../http/guards";
import { consumptionRoutes } from "./billing/consumptions";
import { documentRoutes } from "./billing/documents";
import { invoiceRoutes } from "./billing/invoices";
import { movementRoutes } from "./billing/movements";
import { rectificationRoutes } from "./billing/rectifications";

/** Billing v1 (contract 000): consumptions, movements, refunds, invoices and their public documents. */
export function billingRoutes(deps: SandboxDeps) {
  const billing = new Hono<AppEnv>();
  billing.use("/v1/orgs/*", bearerAuth());
  billing.route("/", consumptionRoutes());
  billing.route("/", movementRoutes());
  billing.route("/", rectificationRoutes(deps));
  billing.route("/", invoiceRoutes(deps));
  // Public documents carry no bearer token: the unguessable, expiring link is the credential.
  billing.route("/", documentRoutes());
  return billing;
}
