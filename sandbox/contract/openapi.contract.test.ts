import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../app";
import type { SandboxConfig } from "../config";
import type { SandboxDb } from "../store/db";
import { sandboxUrl } from "./client";
import { createOpenApiChecker } from "./openapi-check";

const APIS = ["billing", "token", "gateway", "operations", "appointments", "ticketing", "catalog"];

/** Sandbox-only helpers that are not part of any operator API. */
const NOT_OPERATOR_API =
  /^\/(__admin|openapi)(\/|$)|^\/$|^\/appointments\/sandbox\/outbox\.html$|^\/gateway\/v0\/sandbox\/consent-capture\//;

async function documents() {
  return Promise.all(
    APIS.map(async (id) => {
      const response = await fetch(`${sandboxUrl()}/openapi/${id}.json`);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        openapi: string;
        servers: { url: string }[];
        paths: Record<string, object>;
      };
    }),
  );
}

describe("OpenAPI documents (/openapi/<api>.json)", () => {
  it("publishes one OpenAPI 3.1 document per API, served at the sandbox's own address", async () => {
    for (const document of await documents()) {
      expect(document.openapi).toBe("3.1.0");
      expect(document.servers[0]?.url.startsWith(sandboxUrl())).toBe(true);
      expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    }
  });

  it("documents every route the sandbox serves for an operator API, and nothing it does not serve", async () => {
    const documented = new Set<string>();
    for (const document of await documents()) {
      const base = new URL(document.servers[0]?.url ?? "").pathname;
      for (const [path, methods] of Object.entries(document.paths))
        for (const method of Object.keys(methods))
          documented.add(`${method.toUpperCase()} ${base}${path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
    const { app } = createSandboxApp({} as SandboxDb, {} as SandboxConfig);
    const served = new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && !NOT_OPERATOR_API.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it("answers 404 for an API it does not publish, and lists every API on its reference page", async () => {
    expect((await fetch(`${sandboxUrl()}/openapi/payments.json`)).status).toBe(404);
    const page = await (await fetch(`${sandboxUrl()}/openapi`)).text();
    for (const id of APIS) expect(page).toContain(`/openapi/${id}.json`);
  });

  it("the checker the suite runs under refuses an answer that strays from the document", async () => {
    const checker = createOpenApiChecker();
    const url = `${sandboxUrl()}/billing/v1/orgs/demo/subscription/SUB-1001/movement/MOV-1`;
    const answer = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    checker.observe(new Request(url), answer({ id: "MOV-1", amount: "12.10" }));
    checker.observe(
      new Request(url),
      answer({ error: "movementNotFound", message: "No.", trace_id: "t" }, 404),
    );
    checker.observe(new Request(url), answer({ code: "NOT_FOUND" }, 404));
    checker.observe(new Request(url, { method: "DELETE" }), answer({ id: "MOV-1" }, 201));
    const { checked, violations } = await checker.report();
    expect(checked).toBe(3);
    expect(violations.sort()).toEqual([
      expect.stringMatching(
        /^DELETE .*\/movement\/\{movement\} answered 201, which the document does not declare$/,
      ),
      expect.stringMatching(/^GET .*\/movement\/\{movement\} 200: .*\/amount must be object/),
      expect.stringMatching(/^GET .*\/movement\/\{movement\} 404: .*\(code\)/),
    ]);
  });
});
