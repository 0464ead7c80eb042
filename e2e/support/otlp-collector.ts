import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};

/** A span as an OTLP/HTTP JSON export carries it, its attributes flattened. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client (OTLP's SpanKind). */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  /** 0 unset, 1 ok, 2 error. */
  status: number;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: AnyValue }[] };
    scopeSpans?: {
      spans?: (Omit<CollectedSpan, "service" | "attributes" | "status"> & {
        attributes?: { key: string; value: AnyValue }[];
        status?: { code?: number };
      })[];
    }[];
  }[];
}

const plain = (value: AnyValue) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.boolValue ??
  value.doubleValue;

const flatten = (attributes: { key: string; value: AnyValue }[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));

/** An OpenTelemetry collector reduced to what a test reads: OTLP/HTTP JSON traces, kept in memory. */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  private server?: Server;

  async open(): Promise<string> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        let body = Buffer.concat(chunks);
        if (request.headers["content-encoding"] === "gzip") body = gunzipSync(body);
        if (request.url === "/v1/traces") this.add(JSON.parse(body.toString()) as ExportRequest);
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close() {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every span of the trace, in the order they arrived. */
  trace(traceId: string): CollectedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  private add(request: ExportRequest) {
    for (const { resource, scopeSpans = [] } of request.resourceSpans ?? []) {
      const service = String(flatten(resource?.attributes)["service.name"]);
      for (const { spans = [] } of scopeSpans)
        for (const span of spans)
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? "",
            name: span.name,
            kind: span.kind,
            attributes: flatten(span.attributes),
            status: span.status?.code ?? 0,
          });
    }
  }
}
