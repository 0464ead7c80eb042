import { describe, expect, it } from "vitest";
import { OPERATOR_APIS } from "../../contract/openapi";
import { openApiDocument } from "../../contract/openapi/document";
import { api } from "./client";

/** Ids no store holds, shaped to trip a careless lookup: a NUL, SQL quoting, an oversized id. */
const BAD_IDS = ["x%00y", "x'--", "9".repeat(400)];

/** Real values for the other parameters, so each bad id reaches its own lookup. */
const GOOD: Record<string, string> = {
  org: "demo",
  subscription: "SUB-1001",
  subscriptionId: "SUB-1001",
  account: "ACC-1001",
};

/** Who may call each API (its reads and writes are tested elsewhere with every role). */
const CALLER: Record<string, string | undefined> = {
  "/billing/v1": "agent",
  "/subscriptions/v2": "support",
  "/ticketing/v2": "support",
};

const operations = OPERATOR_APIS.flatMap((description) => {
  const document = openApiDocument(description, "");
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      base: description.basePath,
      method,
      path,
      operation: `${method.toUpperCase()} ${description.basePath}${path}`,
    })),
  );
}).filter(({ base, path }) => path.includes("{") && base in CALLER);

describe("an id in the path that no store could hold", () => {
  it.each(operations)("$operation answers a 4xx, never a 500", async ({ base, method, path }) => {
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
    for (const bad of params)
      for (const value of BAD_IDS) {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === bad ? value : (GOOD[name] ?? value),
        );
        const response = await api(`${base}${url}`, {
          method: method.toUpperCase(),
          as: CALLER[base],
          ...(method === "get" || method === "delete" ? {} : { json: {} }),
        });
        expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
      }
  });
});
