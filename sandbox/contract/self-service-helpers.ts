import { expect } from "vitest";
import { Movement, SubscriptionBalances } from "../../contract/billing";
import { parseDecimalJson } from "../../contract/decimal-json";
import { AdministrationOperationResponse, SubscriptionAdminState } from "../../contract/operations";
import { api } from "./client";

/** Shared by the self-service contract tests: a customer's one-row uploads and what they change. */
const HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";
export const oneRow = (...rows: string[]) => `${[HEADER, ...rows].join("\n")}\n`;

let counter = 0;
export const newKey = () => `"ss-${Date.now().toString(36)}-${counter++}"`;

export function upload(
  csv: string,
  {
    as,
    org = "demo",
    key = newKey() as string | null,
    token,
  }: { as?: string; org?: string; key?: string | null; token?: string },
) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "action.csv");
  const headers = new Headers();
  if (key !== null) headers.set("idempotency-key", key);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return api(`/subscriptions/v2/orgs/${org}/operations`, { as, method: "POST", body: form, headers });
}

export async function accepted(response: Response) {
  expect(response.status).toBe(202);
  return AdministrationOperationResponse.parse(await response.json());
}

export async function refused(response: Response, status: number, code: string) {
  const body = (await response.json()) as { error: string };
  expect({ status: response.status, error: body.error }).toEqual({ status, error: code });
}

const readJson = async (response: Response) => {
  expect(response.status).toBe(200);
  return parseDecimalJson(await response.text());
};

export const adminState = async (id: string, org = "demo") =>
  SubscriptionAdminState.parse(
    await readJson(
      await api(`/subscriptions/v2/orgs/${org}/subscriptions/${id}`, {
        as: org === "demo" ? "support" : "dave",
      }),
    ),
  );

export const movements = async (id: string, org = "demo") =>
  Movement.array().parse(
    await readJson(
      await api(`/billing/v1/orgs/${org}/subscription/${id}/movement`, {
        as: org === "demo" ? "agent" : "dave",
      }),
    ),
  );

export const bobsBalance = async () => {
  const balances = SubscriptionBalances.parse(
    await readJson(await api("/billing/v1/orgs/demo/subscription/SUB-1002/consumptions", { as: "bob" })),
  );
  return balances.monetary[0]?.currentValueWithTaxes ?? "";
};

const LINES = [
  ["SUB-1001", "demo"],
  ["SUB-1002", "demo"],
  ["SUB-1003", "demo"],
  ["SUB-1004", "demo"],
  ["SUB-2001", "acme"],
] as const;

/** Every line's administrable state, its movements, and bob's prepaid balance. */
const storeSnapshot = async () => ({
  states: await Promise.all(LINES.map(([id, org]) => adminState(id, org))),
  movements: await Promise.all(LINES.map(([id, org]) => movements(id, org))),
  balance: await bobsBalance(),
});

/** Refusals must change nothing a caller can see. */
export async function expectStoreUnchanged(refusals: () => Promise<void>) {
  const before = await storeSnapshot();
  await refusals();
  expect(await storeSnapshot()).toEqual(before);
}
