import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_CSV_BYTES } from "../../contract/operations";
import { decodeCsv } from "../../contract/operations-file";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "../../contract/self-service";
import type { SandboxDeps } from "../app";
import { discardBody } from "../http/body-limit";
import { sandboxDate } from "../http/clock";
import type { AppEnv, Principal } from "../http/env";
import { ApiError, errorBody } from "../http/errors";
import { assertOrg, assertRole, assertSubscriptionAccess, bearerAuth, isStaff } from "../http/guards";
import { jsonResponse } from "../http/json";
import { parseOperationsCsv } from "../support/operations/csv";
import { authorizeCustomerUpload } from "../support/operations/customer-uploads";
import { earlierOutcome, fingerprintOf, readIdempotencyKey } from "../support/operations/idempotency";
import {
  IdempotencyKeyTaken,
  readAdminState,
  readOperation,
  runOperations,
} from "../support/operations/operations-store";

const MAX_LISTED_ISSUES = 100;

/** A customer-type token: no staff role (docs/self-service.md). */
const isCustomer = (principal: Principal) => !isStaff(principal) && principal.roles.includes("customer");

/**
 * Subscription administration operations v2 (docs/support-apis.md): bulk changes are for support;
 * a customer sends one self-service row at a time on their own lines (docs/self-service.md).
 */
export function operationRoutes({ db }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  routes.use("/v2/*", bearerAuth());

  // POST /subscriptions/v2/orgs/{org}/operations – run a CSV file of operations (202 with per-row outcome)
  routes.post(
    "/v2/orgs/:org/operations",
    async (c, next) => {
      const principal = assertOrg(c, c.req.param("org"));
      if (!isCustomer(principal)) assertRole(c, "support");
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

      const principal = c.get("principal");
      const customer = isCustomer(principal);
      const key = readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const fingerprint = fingerprintOf(bytes);
      const now = sandboxDate();
      // An outcome this key already produced is answered again, never run twice.
      const replay = async () => {
        if (key === undefined) return undefined;
        const earlier = await earlierOutcome(db, { org, subject: principal.sub, key, fingerprint, now });
        if (!earlier) return undefined;
        c.header(IDEMPOTENT_REPLAYED_HEADER, "true");
        return c.json(earlier, 202);
      };
      const parsed = parseOperationsCsv(decodeCsv(bytes).text);
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
      const catalogFacts = customer ? authorizeCustomerUpload(principal, parsed.rows) : undefined;
      if (customer && key === undefined)
        throw new ApiError(
          400,
          "missingIdempotencyKey",
          "A customer's operation needs an Idempotency-Key header, so that a retry never runs it twice.",
        );
      const replayed = await replay();
      if (replayed) return replayed;
      try {
        const response = await runOperations(db, {
          org,
          actorSub: principal.sub,
          fileName: file.name || null,
          rows: parsed.rows,
          catalogFacts,
          idempotency: key === undefined ? undefined : { key, fingerprint, now },
        });
        return c.json(response, 202);
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken)) throw error;
        // A request with the same key committed while this one ran: answer its outcome.
        const raced = await replay();
        if (raced) return raced;
        throw new ApiError(
          409,
          "idempotencyKeyInUse",
          "A request with this Idempotency-Key is being processed; retry to read its outcome.",
        );
      }
    },
  );

  // GET /subscriptions/v2/orgs/{org}/operations/{operationId} – the outcome of a file run earlier
  routes.get("/v2/orgs/:org/operations/:operationId", async (c) => {
    const { org, operationId } = c.req.param();
    const principal = assertOrg(c, org);
    const customer = isCustomer(principal);
    if (!customer) assertRole(c, "support");
    const operation = await readOperation(db, org, operationId, customer ? principal.sub : undefined);
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
