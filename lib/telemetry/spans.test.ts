import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { upstreamStub } from "../testing/upstream-stub";
import { PathOnlyTargets } from "./path-only-targets";

vi.mock("server-only", () => ({}));

// A tracer provider as lib/telemetry/start-tracing.ts registers it, with spans kept in memory.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({
  spanProcessors: [new PathOnlyTargets(), new SimpleSpanProcessor(exporter)],
});
provider.register();

const { operatorFetch, OperatorError } = await import("../http");
const { inSpan, traced } = await import("./spans");

const upstream = upstreamStub();
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => {
  upstream.seen = [];
  upstream.answer = { status: 200, body: "{}" };
  exporter.reset();
});

const spans = () => exporter.getFinishedSpans();
const named = (name: string) => spans().filter((span) => span.name === name);

describe("an upstream call, traced", () => {
  it("is a client span inside the request's span, and carries that span upstream", async () => {
    const traceId = await inSpan("GET /customer", {}, async (page) => {
      await operatorFetch(`${upstream.base}/billing/v1/orgs/demo/subscription/SUB-1/consumptions?fromDate=x`);
      return page.spanContext().traceId;
    });
    const [call] = named("GET");
    expect(call?.kind).toBe(SpanKind.CLIENT);
    expect(call?.spanContext().traceId).toBe(traceId);
    expect(call?.parentSpanContext?.spanId).toBe(named("GET /customer")[0]?.spanContext().spanId);
    expect(call?.attributes).toMatchObject({
      "http.request.method": "GET",
      "url.scheme": "http",
      "server.address": "127.0.0.1",
      "url.path": "/billing/v1/orgs/demo/subscription/SUB-1/consumptions",
      "http.response.status_code": 200,
    });
    // The query (dates here, phone numbers elsewhere) stays out of the span.
    expect(JSON.stringify(call?.attributes)).not.toContain("fromDate");
    expect(upstream.seen[0]?.traceparent).toBe(`00-${traceId}-${call?.spanContext().spanId}-01`);
    expect(upstream.seen[0]?.["x-correlator"]).toBe(traceId);
  });

  it("marks an answer the operator refused, with its status, and a timeout by what happened", async () => {
    upstream.answer = { status: 503, body: "" };
    const refused = await operatorFetch(`${upstream.base}/down`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OperatorError);
    const [down] = named("GET");
    expect(down?.status.code).toBe(SpanStatusCode.ERROR);
    expect(down?.attributes).toMatchObject({ "http.response.status_code": 503, "error.type": "503" });
    // The error panel's trace id is the span's trace.
    expect((refused as InstanceType<typeof OperatorError>).traceId).toBe(down?.spanContext().traceId);

    exporter.reset();
    const slow = createServer(() => {}); // never answers
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const port = (slow.address() as AddressInfo).port;
    await operatorFetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 100 }).catch(() => {});
    slow.closeAllConnections();
    slow.close();
    expect(named("GET")[0]?.attributes).toMatchObject({ "error.type": "timeout" });
    expect(named("GET")[0]?.attributes).not.toHaveProperty("http.response.status_code");
  });
});

describe("a request's span", () => {
  it("keeps the path of the URL Next.js records, not its query", async () => {
    for (const target of ["/customer/usage?search=%2B34600100001&page=2", "/customer"])
      await inSpan("GET", { attributes: { "http.target": target } }, async () => {});
    expect(named("GET").map((span) => span.attributes["http.target"])).toEqual([
      "/customer/usage",
      "/customer",
    ]);
  });
});

describe("an action, traced", () => {
  it("is a span named after the action; its upstream calls are inside it", async () => {
    const act = traced("createMovement", async () => {
      await operatorFetch(`${upstream.base}/billing/v1/movement`, { method: "POST", json: { a: 1 } });
      return { ok: true as const, data: { id: "M-1" } };
    });
    expect(await act()).toEqual({ ok: true, data: { id: "M-1" } });
    const [action] = named("action createMovement");
    expect(action?.attributes).toMatchObject({ "portal.action": "createMovement" });
    expect(action?.status.code).toBe(SpanStatusCode.UNSET);
    expect(named("POST")[0]?.parentSpanContext?.spanId).toBe(action?.spanContext().spanId);
  });

  it("records a refusal's code without marking the span failed; no answer, a 5xx or a throw marks it", async () => {
    await traced("refuse", async () => ({ ok: false, error: { code: "validation", status: 400 } }))();
    await traced("signedOut", async () => ({ ok: false, status: 401 }))();
    await traced("invoiced", async () => ({ ok: false, error: { code: "movementInvoiced" } }))();
    await traced("broken", async () => ({ ok: false, error: { code: "upstream", status: 502 } }))();
    await traced("unanswered", async () => ({ ok: false, error: { code: "unreachable", status: 0 } }))();
    await traced("throws", async () => {
      throw new TypeError("bug");
    })().catch(() => {});
    const [refuse, signedOut, invoiced, broken, unanswered, throws] = [
      "refuse",
      "signedOut",
      "invoiced",
      "broken",
      "unanswered",
      "throws",
    ].map((name) => named(`action ${name}`)[0]);
    expect(refuse?.attributes).toMatchObject({
      "portal.action.error_code": "validation",
      "portal.action.status": 400,
    });
    expect(refuse?.status.code).toBe(SpanStatusCode.UNSET);
    expect(signedOut?.attributes).toMatchObject({ "portal.action.status": 401 });
    expect(signedOut?.status.code).toBe(SpanStatusCode.UNSET);
    expect(invoiced?.attributes).toMatchObject({ "portal.action.error_code": "movementInvoiced" });
    expect(invoiced?.status.code).toBe(SpanStatusCode.UNSET);
    expect(broken?.status).toEqual({ code: SpanStatusCode.ERROR, message: "upstream" });
    expect(unanswered?.status).toEqual({ code: SpanStatusCode.ERROR, message: "unreachable" });
    expect(throws?.status.code).toBe(SpanStatusCode.ERROR);
    expect(throws?.events.map((event) => event.name)).toEqual(["exception"]);
  });

  it("lets a redirect through without calling it a failure", async () => {
    const { redirect } = await import("next/navigation");
    const thrown = await traced("openCustomer", async () => redirect("/agent/subscriptions/SUB-1"))().catch(
      (e: unknown) => e,
    );
    expect(String((thrown as { digest?: string }).digest)).toMatch(/^NEXT_REDIRECT;/);
    const [action] = named("action openCustomer");
    expect(action?.status.code).toBe(SpanStatusCode.UNSET);
    expect(action?.events).toEqual([]);
  });
});
