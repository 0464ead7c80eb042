import { Hono } from "hono";
import { CATALOG_BASE_PATH } from "../contract/catalog";
import type { SandboxConfig } from "./config";
import { limitBodySize } from "./http/body-limit";
import { compressAnswers } from "./http/compress";
import type { AppEnv } from "./http/env";
import { ApiError, errorBody, traceIdOf } from "./http/errors";
import { FaultInjector } from "./http/faults";
import { refuseUnstorableText } from "./http/refuse-unstorable-text";
import { securityHeaders } from "./http/security-headers";
import { adminRoutes } from "./routes/admin";
import { appointmentRoutes } from "./routes/appointments";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { catalogRoutes } from "./routes/catalog";
import { gatewayRoutes } from "./routes/gateway";
import { openApiRoutes } from "./routes/openapi";
import { operationRoutes } from "./routes/operations";
import { ticketingRoutes } from "./routes/ticketing";
import type { SandboxDb } from "./store/db";

export interface SandboxDeps {
  db: SandboxDb;
  config: SandboxConfig;
  faults: FaultInjector;
}

/** Sees every request and its (uncompressed) answer: the contract suite checks them against the OpenAPI documents. */
export type ObserveAnswer = (request: Request, response: Response) => void;

/** One origin, one path prefix per operator API base address. */
export function createSandboxApp(db: SandboxDb, config: SandboxConfig, observe?: ObserveAnswer) {
  const deps: SandboxDeps = { db, config, faults: new FaultInjector() };
  const app = new Hono<AppEnv>();

  // Outermost, so that every answer (errors, not-found, compressed ones) carries them.
  app.use(securityHeaders());
  // gzip/deflate when the client asks (the portal's fetch does): 100k usage records are 34 MB raw.
  app.use(compressAnswers());
  if (observe)
    app.use(async (c, next) => {
      await next();
      observe(c.req.raw, c.res.clone());
    });
  app.use(async (c, next) => {
    c.set("db", db);
    c.header("x-trace-id", traceIdOf(c));
    await next();
  });
  app.use(limitBodySize());
  app.use(refuseUnstorableText());
  app.route("/__admin", adminRoutes(deps));
  app.route("/openapi", openApiRoutes());
  app.use(deps.faults.middleware());

  app.get("/", (c) =>
    c.json({
      name: "operator API sandbox",
      apis: [
        "/auth",
        "/billing/v1",
        "/ticketing/v2",
        "/subscriptions/v2",
        "/appointments/v1",
        "/gateway/v0",
        CATALOG_BASE_PATH,
      ],
      reference: "/openapi",
    }),
  );
  app.route("/auth", authRoutes(deps));
  app.route("/billing", billingRoutes(deps));
  app.route("/ticketing", ticketingRoutes(deps));
  app.route("/subscriptions", operationRoutes(deps));
  app.route("/appointments", appointmentRoutes(deps));
  app.route("/gateway", gatewayRoutes(deps));
  app.route(CATALOG_BASE_PATH, catalogRoutes());

  app.notFound((c) => c.json(errorBody(c, "notFound", `No route for ${c.req.method} ${c.req.path}.`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(c, error.code, error.message), error.status);
    console.error(`[sandbox] ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody(c, "internalError", "The sandbox failed to process the request."), 500);
  });
  return { app, deps };
}
