import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CookieSession } from "./support/cookie-session";
import { E2E_OPERATOR_SECRETS, SANDBOX_PORT, SANDBOX_URL } from "./support/env";
import { type CollectedSpan, OtlpCollector } from "./support/otlp-collector";
import { isPortFree, operatorUrls, type StartedProcess, startProcess, waitForUrl } from "./support/servers";
import { TcpProxy } from "./support/tcp-proxy";

// A portal of its own with tracing on, exporting to a collector in this test; its billing calls go
// through a relay the test can cut. It shares the suite's sandbox, and only reads from it.
const PORTAL_PORT = 3721;
const BILLING_RELAY_PORT = 4721;
const PORTAL = `http://localhost:${PORTAL_PORT}`;
const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;

const collector = new OtlpCollector();
const billingRelay = new TcpProxy(BILLING_RELAY_PORT, { host: "127.0.0.1", port: SANDBOX_PORT });
let dataDir = "";
let portal: StartedProcess | undefined;

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // A server left over from an interrupted run would answer instead of this one.
  for (const port of [PORTAL_PORT, BILLING_RELAY_PORT])
    expect(await isPortFree(port), `port ${port} is free`).toBe(true);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-tracing-"));
  const endpoint = await collector.open();
  await billingRelay.open();
  portal = startProcess("npx", ["next", "start", "-p", String(PORTAL_PORT)], {
    ...operatorUrls(SANDBOX_URL),
    ...E2E_OPERATOR_SECRETS,
    OPERATOR_BILLING_URL: `http://127.0.0.1:${BILLING_RELAY_PORT}/billing`,
    NEXTAUTH_URL: PORTAL,
    NEXTAUTH_SECRET: "tracing-test-session-secret-0123456789abcdef",
    AUDIT_CHAIN_KEY: "tracing-test-audit-chain-key-0123456789abcdef",
    DATABASE_URL: "",
    REDIS_URL: "",
    PORTAL_DATA_DIR: dataDir,
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    // Whatever the environment running the tests says: every span, to this collector.
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "",
    OTEL_SDK_DISABLED: "",
    OTEL_TRACES_SAMPLER: "parentbased_always_on",
    OTEL_SERVICE_NAME: "portal-under-test",
    // Batches leave every 100 ms instead of every 5 s, so the test waits for spans, not for a timer.
    OTEL_BSP_SCHEDULE_DELAY: "100",
  });
  await waitForUrl(`${PORTAL}/api/health`, portal);
});

test.afterAll(async () => {
  await portal?.stop();
  await billingRelay.cut();
  await collector.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The spans of one trace once `ready` holds for them. A streamed page's calls may end after its request
 * span, so a test waits for what it is about, not for the request span alone.
 */
async function traceOf(
  traceId: string,
  ready: (spans: CollectedSpan[]) => boolean,
): Promise<CollectedSpan[]> {
  await expect
    .poll(() => ready(collector.trace(traceId)), { message: `trace ${traceId}`, timeout: 30_000 })
    .toBe(true);
  return collector.trace(traceId);
}

const hasServerSpan = (name: string) => (spans: CollectedSpan[]) =>
  spans.some((span) => span.kind === SERVER && span.name === name);

/** True when `span` descends from `ancestor` within `spans`. */
function isInside(span: CollectedSpan, ancestor: CollectedSpan, spans: CollectedSpan[]): boolean {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId))
    if (parent.spanId === ancestor.spanId) return true;
  return false;
}

const billingCalls = (spans: CollectedSpan[]) =>
  spans.filter(
    (span) => span.kind === CLIENT && String(span.attributes["url.path"]).startsWith("/billing/v1/"),
  );

test("a page's render and each of its calls to the operator are spans of the caller's trace", async () => {
  const session = new CookieSession();
  await session.signIn(PORTAL, "alice");
  const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
  const response = await session.fetch(`${PORTAL}/customer?ref=%2B34600100001`, {
    headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  expect(response.status).toBe(200);
  await response.text();

  const spans = await traceOf(
    traceId,
    (seen) => hasServerSpan("GET /customer")(seen) && billingCalls(seen).length >= 3,
  );
  expect(new Set(spans.map((span) => span.service))).toEqual(new Set(["portal-under-test"]));
  const request = spans.find((span) => span.name === "GET /customer");
  // The path, without the query string a person typed (a phone number here).
  expect(request?.attributes).toMatchObject({
    "http.method": "GET",
    "http.status_code": 200,
    "http.target": "/customer",
  });
  expect(JSON.stringify(spans)).not.toContain("34600100001");
  const render = spans.find((span) => span.name === "render route (app) /customer");
  expect(render && request && isInside(render, request, spans)).toBe(true);

  // The overview asks for balances, movements and invoices: one client span each, inside the render.
  const calls = billingCalls(spans);
  expect(calls.map((call) => call.attributes["url.path"]).sort()).toEqual([
    "/billing/v1/orgs/demo/accounts/ACC-1001/invoices",
    "/billing/v1/orgs/demo/subscription/SUB-1001/consumptions",
    "/billing/v1/orgs/demo/subscription/SUB-1001/movement",
  ]);
  for (const call of calls) {
    expect(call).toMatchObject({ name: "GET", status: 0 });
    expect(call.attributes).toMatchObject({ "http.request.method": "GET", "http.response.status_code": 200 });
    expect(render && isInside(call, render, spans)).toBe(true);
  }
  // Next.js's own fetch spans would repeat each call, with its query string in the name.
  expect(spans.filter((span) => span.name.startsWith("fetch "))).toEqual([]);
});

test("the reference an error panel shows is the trace its failed calls were recorded in", async () => {
  const session = new CookieSession();
  await session.signIn(PORTAL, "alice");
  await billingRelay.cut();
  try {
    const response = await session.fetch(`${PORTAL}/customer`);
    expect(response.status).toBe(200);
    const shown = /<code class="font-mono select-all">([0-9a-f]{32})<\/code>/.exec(
      await response.text(),
    )?.[1];
    expect(shown, "a trace id in the page's error panel").toMatch(/^[0-9a-f]{32}$/);

    const spans = await traceOf(
      shown ?? "",
      (seen) => hasServerSpan("GET /customer")(seen) && billingCalls(seen).length > 0,
    );
    const failed = billingCalls(spans);
    expect(failed.length).toBeGreaterThan(0);
    for (const call of failed) {
      expect(call.status).toBe(ERROR);
      expect(call.attributes).toMatchObject({ "error.type": "unreachable" });
      expect(call.attributes).not.toHaveProperty("http.response.status_code");
    }
  } finally {
    await billingRelay.open();
  }
});

test("an action is a span inside the request that ran it", async ({ page }) => {
  await page.goto(`${PORTAL}/login`);
  const theme = page.getByLabel("Theme");
  // This portal's first page: a choice made before it has hydrated is lost, so it is made again
  // (through "light", so that "dark" is a change each time) until the page takes it.
  await expect(async () => {
    await theme.selectOption("light");
    await theme.selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await expect.poll(() => collector.spans.some((span) => span.name === "action setTheme")).toBe(true);
  const action = collector.spans.find((span) => span.name === "action setTheme");
  const spans = await traceOf(action?.traceId ?? "", hasServerSpan("POST /login"));
  const request = spans.find((span) => span.name === "POST /login");
  expect(action && request && isInside(action, request, spans)).toBe(true);
  expect(action?.attributes).toMatchObject({ "portal.action": "setTheme" });
});
