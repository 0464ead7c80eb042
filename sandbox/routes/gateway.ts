import { type Context, Hono } from "hono";
import type { SandboxDeps } from "../app";
import { createVerifier } from "../auth/verify";
import { sandboxDate } from "../http/clock";
import type { AppEnv, Principal } from "../http/env";
import { NetworkError, networkErrorResponse } from "../network/errors";
import { networkOperations } from "../network/operations";
import type { Operation } from "../network/operations/operation";
import { operationScopes } from "../network/scopes";
import { publishTestSubjects } from "../network/test-subjects";
import { parseBody } from "../network/validation";

/** Said on every answer of the test subjects: who may read them, and how to stop publishing them. */
const DEMO_MODE_NOTICE =
  "on: test subscribers' personal data published without authentication; SANDBOX_PUBLIC_SUBJECTS=0 turns this off";

const CORRELATOR = /^[a-zA-Z0-9-_:;./<>{}]{0,256}$/;

async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new NetworkError("INVALID_ARGUMENT", "The request body is not valid JSON.");
  }
}

/** The network-exposure APIs at `{gateway_url}` (seed 001 §4.2; docs/network-apis.md). */
export function gatewayRoutes({ db, config }: SandboxDeps) {
  const gateway = new Hono<AppEnv>();
  const verify = createVerifier(db);

  async function authenticate(c: Context<AppEnv>): Promise<Principal> {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) throw new NetworkError("UNAUTHENTICATED", "A bearer access token is required.");
    const result = await verify(token);
    if (!result.ok)
      throw new NetworkError("UNAUTHENTICATED", `The access token is not valid: ${result.reason}.`);
    return result.principal;
  }

  const answer = (operation: Operation) => async (c: Context<AppEnv>) => {
    try {
      const principal = await authenticate(c);
      const scope = operationScopes[operation.path];
      if (!principal.scopes.includes(scope))
        throw new NetworkError("PERMISSION_DENIED", `The access token lacks the scope ${scope}.`);
      if (principal.org !== c.req.param("org"))
        throw new NetworkError("PERMISSION_DENIED", "The access token does not cover this organization.");
      const body = parseBody(operation.schema, await readJson(c));
      const result = await operation.run(
        { db, principal, now: sandboxDate(), publicOrigin: config.publicOrigin },
        body,
      );
      return c.json(result);
    } catch (error) {
      if (error instanceof NetworkError) return networkErrorResponse(c, error);
      console.error(`[sandbox] gateway ${operation.path}`, error);
      return networkErrorResponse(
        c,
        new NetworkError("INTERNAL", "The service failed to process the request."),
      );
    }
  };

  gateway.use(async (c, next) => {
    const correlator = c.req.header("x-correlator");
    if (correlator !== undefined) {
      if (!CORRELATOR.test(correlator))
        return networkErrorResponse(
          c,
          new NetworkError("INVALID_ARGUMENT", "x-correlator: must match ^[a-zA-Z0-9-_:;./<>{}]{0,256}$"),
        );
      c.header("x-correlator", correlator);
    }
    await next();
  });

  gateway.get("/v0/sandbox/test-subjects", async (c) => {
    if (!config.publicSubjects)
      return networkErrorResponse(c, new NetworkError("NOT_FOUND", `No route for GET ${c.req.path}.`));
    c.header("x-sandbox-demo-mode", DEMO_MODE_NOTICE);
    return c.json(await publishTestSubjects(db, sandboxDate()));
  });
  gateway.get("/v0/sandbox/consent-capture/:id", (c) =>
    c.html(
      "<!doctype html><title>Consent capture</title><h1>Consent capture (sandbox)</h1><p>A real operator asks the subscriber for consent here.</p>",
    ),
  );
  for (const operation of networkOperations)
    gateway.post(`/v0/orgs/:org/${operation.path}`, answer(operation));
  gateway.all("*", (c) =>
    networkErrorResponse(c, new NetworkError("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}.`)),
  );
  return gateway;
}
