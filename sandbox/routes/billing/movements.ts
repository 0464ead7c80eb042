import { type Context, Hono } from "hono";
import { MovementType, OperationType } from "@/contract/billing";
import { assertOrdered, parseQueryDate } from "../../billing/dates";
import { fastJsonResponse as jsonResponse } from "../../billing/fast-json";
import { findSubscription, param } from "../../billing/lookup";
import { findMovementRow, listMovementRows, toMovements } from "../../billing/movement-view";
import {
  createMovement,
  deleteMovement,
  type MovementKind,
  parseMovementBody,
  updateMovement,
} from "../../billing/movement-writes";
import { refundMovement } from "../../billing/refunds";
import { endpoint } from "../../http/endpoint";
import type { AppEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { assertOrg, assertRole, assertSubscriptionAccess } from "../../http/guards";
import { readJsonBody } from "../../http/json";

const BASE = "/v1/orgs/:org/subscription/:subscription";

/** Reads: the subscription's owner or staff of the org; it must exist (400 subscriptionNotFound). */
async function readTarget(c: Context<AppEnv>) {
  const org = param(c, "org");
  assertSubscriptionAccess(c, org, param(c, "subscription"));
  return findSubscription(c.get("db"), org, param(c, "subscription"), 400);
}

/** Writes need an agent of the org; the subscription must exist (400 subscriptionNotFound). */
async function writeTarget(c: Context<AppEnv>) {
  const org = param(c, "org");
  assertOrg(c, org);
  assertRole(c, "agent");
  const sub = await findSubscription(c.get("db"), org, param(c, "subscription"), 400);
  return { org, sub };
}

function listFilter(c: Context<AppEnv>) {
  const from = parseQueryDate("fromDate", c.req.query("fromDate"), "start");
  const to = parseQueryDate("toDate", c.req.query("toDate"), "end");
  assertOrdered(from, to);
  const movementType = c.req.query("movementType") || undefined;
  if (movementType && !MovementType.safeParse(movementType).success)
    throw new ApiError(400, "wrongMovementFilter", `movementType ${movementType} is not a movement type.`);
  const operationType = c.req.query("operationType") || undefined;
  if (operationType && !OperationType.safeParse(operationType).success)
    throw new ApiError(400, "wrongMovementFilter", "operationType must be CREDIT or DEBIT.");
  return {
    from,
    to,
    movementType,
    operationType,
    externalMovementUniqueId: c.req.query("externalMovementUniqueId"),
  };
}

/** 4.2 and 4.3: movements of a subscription, non-subscribable products and their refunds. */
export function movementRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get(
    `${BASE}/movement`,
    endpoint("getMovements", async (c) => {
      const sub = await readTarget(c);
      const rows = await listMovementRows(c.get("db"), sub.id, listFilter(c));
      return jsonResponse(c, await toMovements(c.get("db"), rows));
    }),
  );

  routes.get(
    `${BASE}/movement/:movement`,
    endpoint("getMovement", async (c) => {
      const sub = await readTarget(c);
      const row = await findMovementRow(c.get("db"), sub.id, param(c, "movement"));
      if (!row)
        throw new ApiError(404, "movementNotFound", `Movement ${param(c, "movement")} does not exist.`);
      const [movement] = await toMovements(c.get("db"), [row]);
      return jsonResponse(c, movement);
    }),
  );

  const create = (kind: MovementKind, code: string) =>
    endpoint(code, async (c) => {
      const { org, sub } = await writeTarget(c);
      const input = parseMovementBody(kind, await readJsonBody(c, "wrongMovementBody"));
      const result = await createMovement(c.get("db"), org, sub.id, kind, input);
      if (result.replayed) c.header("idempotent-replayed", "true");
      return jsonResponse(c, { id: result.id }, 201);
    });
  routes.post(`${BASE}/movement`, create("subscribable", "createMovement"));
  routes.post(
    `${BASE}/movement-non-subscribable-products`,
    create("nonSubscribable", "createMovementNonSubscribableProducts"),
  );

  const update = (kind: MovementKind, code: string) =>
    endpoint(code, async (c) => {
      const { sub } = await writeTarget(c);
      const input = parseMovementBody(kind, await readJsonBody(c, "wrongMovementBody"));
      await updateMovement(c.get("db"), sub.id, param(c, "movement"), kind, input);
      return c.body(null, 204);
    });
  routes.put(`${BASE}/movement/:movement`, update("subscribable", "updateMovement"));
  routes.put(
    `${BASE}/movement-non-subscribable-products/:movement`,
    update("nonSubscribable", "updateMovementNonSubscribableProducts"),
  );

  routes.delete(
    `${BASE}/movement/:movement`,
    endpoint("deleteMovement", async (c) => {
      const { sub } = await writeTarget(c);
      await deleteMovement(c.get("db"), sub.id, param(c, "movement"));
      return c.body(null, 204);
    }),
  );

  routes.post(
    `${BASE}/movement/:movement/refund-non-subscribable-products`,
    endpoint("refundNonSubscribableProducts", async (c) => {
      const { org, sub } = await writeTarget(c);
      const body = await readJsonBody(c, "wrongRefundBody");
      const result = await refundMovement(c.get("db"), org, sub.id, param(c, "movement"), body);
      if (result.replayed) c.header("idempotent-replayed", "true");
      return jsonResponse(c, { id: result.id }, 201);
    }),
  );

  return routes;
}
