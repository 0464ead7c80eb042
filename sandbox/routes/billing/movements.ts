import { type Context, Hono } from "hono";
import { assertOrdered, parseQueryDate } from "../../billing/dates";
import { fastJsonResponse as jsonResponse } from "../../billing/fast-json";
import { failingAs, findSubscription, param } from "../../billing/lookup";
import { findMovementRow, listMovementRows, toMovements } from "../../billing/movement-view";
import {
  createMovement,
  deleteMovement,
  type MovementKind,
  parseMovementBody,
  updateMovement,
} from "../../billing/movement-writes";
import { refundMovement } from "../../billing/refunds";
import type { AppEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { assertOrg, assertRole, assertSubscriptionAccess } from "../../http/guards";
import { readJsonBody } from "../../http/json";

const BASE = "/v1/orgs/:org/subscription/:subscription";
const MOVEMENT_TYPES = new Set([
  "ADJUSTMENT",
  "DISCOUNT",
  "INSTALLATION_FEE",
  "ONE_TIME_FEE",
  "RECURRING_CHARGE",
  "SUSPENSION_SERVICE_FEE",
  "UNRETURNED_EQUIPMENT_FEE",
  "CONSUMPTION",
]);

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
  if (movementType && !MOVEMENT_TYPES.has(movementType))
    throw new ApiError(400, "wrongMovementFilter", `movementType ${movementType} is not a movement type.`);
  const operationType = c.req.query("operationType") || undefined;
  if (operationType && operationType !== "CREDIT" && operationType !== "DEBIT")
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

  routes.get(`${BASE}/movement`, async (c) => {
    const org = param(c, "org");
    assertSubscriptionAccess(c, org, param(c, "subscription"));
    const body = await failingAs("getMovements", async () => {
      const sub = await findSubscription(c.get("db"), org, param(c, "subscription"), 400);
      const rows = await listMovementRows(c.get("db"), sub.id, listFilter(c));
      return toMovements(c.get("db"), rows);
    });
    return jsonResponse(c, body);
  });

  routes.get(`${BASE}/movement/:movement`, async (c) => {
    const org = param(c, "org");
    assertSubscriptionAccess(c, org, param(c, "subscription"));
    const body = await failingAs("getMovement", async () => {
      const sub = await findSubscription(c.get("db"), org, param(c, "subscription"), 400);
      const row = await findMovementRow(c.get("db"), sub.id, param(c, "movement"));
      if (!row)
        throw new ApiError(404, "movementNotFound", `Movement ${param(c, "movement")} does not exist.`);
      const [movement] = await toMovements(c.get("db"), [row]);
      return movement;
    });
    return jsonResponse(c, body);
  });

  const create = (kind: MovementKind, code: string) => async (c: Context<AppEnv>) => {
    const { org, sub } = await writeTarget(c);
    const input = parseMovementBody(kind, await readJsonBody(c, "wrongMovementBody"));
    const result = await failingAs(code, () => createMovement(c.get("db"), org, sub.id, kind, input));
    if (result.replayed) c.header("idempotent-replayed", "true");
    return jsonResponse(c, { id: result.id }, 201);
  };
  routes.post(`${BASE}/movement`, create("subscribable", "createMovement"));
  routes.post(
    `${BASE}/movement-non-subscribable-products`,
    create("nonSubscribable", "createMovementNonSubscribableProducts"),
  );

  const update = (kind: MovementKind, code: string) => async (c: Context<AppEnv>) => {
    const { sub } = await writeTarget(c);
    const input = parseMovementBody(kind, await readJsonBody(c, "wrongMovementBody"));
    await failingAs(code, () => updateMovement(c.get("db"), sub.id, param(c, "movement"), kind, input));
    return c.body(null, 204);
  };
  routes.put(`${BASE}/movement/:movement`, update("subscribable", "updateMovement"));
  routes.put(
    `${BASE}/movement-non-subscribable-products/:movement`,
    update("nonSubscribable", "updateMovementNonSubscribableProducts"),
  );

  routes.delete(`${BASE}/movement/:movement`, async (c) => {
    const { sub } = await writeTarget(c);
    await failingAs("deleteMovement", () => deleteMovement(c.get("db"), sub.id, param(c, "movement")));
    return c.body(null, 204);
  });

  routes.post(`${BASE}/movement/:movement/refund-non-subscribable-products`, async (c) => {
    const { org, sub } = await writeTarget(c);
    const body = await readJsonBody(c, "wrongRefundBody");
    const result = await failingAs("refundNonSubscribableProducts", () =>
      refundMovement(c.get("db"), org, sub.id, param(c, "movement"), body),
    );
    if (result.replayed) c.header("idempotent-replayed", "true");
    return jsonResponse(c, { id: result.id }, 201);
  });

  return routes;
}
