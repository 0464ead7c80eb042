import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_CSV_BYTES } from "../../contract/operations";
import { decodeCsv } from "../../contract/operations-file";
import type { SandboxDeps } from "../app";
import { discardBody } from "../http/body-limit";
import type { AppEnv } from "../http/env";
import { ApiError, errorBody } from "../http/errors";
import { assertOrg, assertRole, assertSubscriptionAccess, bearerAuth } from "../http/guards";
import { jsonResponse } from "../http/json";
import { parseOperationsCsv } from "../support/operations/csv";
import { readAdminState, readOperation, runOperations } from "../support/operations/operations-store";

const MAX_LISTED_ISSUES = 100;

/** Subscription administration operations v2 (docs/support-apis.md): bulk changes are for support only. */
export function operationRoutes({ db }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  routes.use("/v2/*", bearerAuth());

  // POST /subscriptions/v2/orgs/{org}/operations – run a CSV file of operations (202 with per-row outcome)
  routes.post(
    "/v2/orgs/:org/operations",
    async (c, next) => {
      assertOrg(c, c.req.param("org"));
      assertRole(c, "support");
      await next();
    },
    bodyLimit({
      // Multipart framing comes on top of the file itself.
      maxSize: MAX_CSV_BYTES + 64 * 1024,
      onError: async (c) => {
        await discardBody(c);
        throw new ApiError(413, "fileTooLarge", `The file must not exceed ${MAX_CSV_BYTES} bytes.`);
      },
    }),
    async (c) => {
      const org = c.req.param("org");
      if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
        throw new ApiError(
          415,
          "unsupportedMediaType",
          "Send the file as multipart/form-data, field `file`.",
        );
      const form = await c.req.parseBody().catch(() => {
        throw new ApiError(400, "malformedCsv", "The multipart body could not be read.");
      });
      const file = form.file;
      if (!(file instanceof File))
        throw new ApiError(400, "missingFile", "The multipart field `file` with the CSV is required.");
      if (file.size > MAX_CSV_BYTES)
        throw new ApiError(413, "fileTooLarge", `The file must not exceed ${MAX_CSV_BYTES} bytes.`);
      if (file.name.includes("\0"))
        throw new ApiError(400, "invalidCharacter", "The file name holds a NUL character (U+0000).");

      const parsed = parseOperationsCsv(decodeCsv(new Uint8Array(await file.arrayBuffer())).text);
      if (!parsed.ok) {
        const status = parsed.code === "tooManyRows" ? 413 : 400;
        return c.json(
          {
            ...errorBody(c, parsed.code, parsed.message),
            errors: parsed.issues.slice(0, MAX_LISTED_ISSUES),
            error_count: parsed.issues.length,
          },
          status,
        );
      }
      const response = await runOperations(db, {
        org,
        actorSub: c.get("principal").sub,
        fileName: file.name || null,
        rows: parsed.rows,
      });
      return c.json(response, 202);
    },
  );

  // GET /subscriptions/v2/orgs/{org}/operations/{operationId} – the outcome of a file run earlier
  routes.get("/v2/orgs/:org/operations/:operationId", async (c) => {
    const { org, operationId } = c.req.param();
    assertOrg(c, org);
    assertRole(c, "support");
    const operation = await readOperation(db, org, operationId);
    if (!operation) throw new ApiError(404, "operationNotFound", `No operation ${operationId}.`);
    return c.json(operation);
  });

  // GET /subscriptions/v2/orgs/{org}/subscriptions/{subscriptionId} – status, plan, bonuses, credit limit
  routes.get("/v2/orgs/:org/subscriptions/:subscriptionId", async (c) => {
    const { org, subscriptionId } = c.req.param();
    assertSubscriptionAccess(c, org, subscriptionId);
    const state = await readAdminState(db, org, subscriptionId);
    if (!state) throw new ApiError(404, "subscriptionNotFound", `No subscription ${subscriptionId}.`);
    return jsonResponse(c, state);
  });

  return routes;
}
