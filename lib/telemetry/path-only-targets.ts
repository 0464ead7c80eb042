import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-node";

/**
 * Next.js puts the request's URL, query string included, in its server span's `http.target`: a search
 * for a phone number, or an export's dates, would leave in every trace. This keeps the path only.
 */
export class PathOnlyTargets implements SpanProcessor {
  onStart(span: Span, _parentContext: Context) {
    const target = span.attributes["http.target"];
    if (typeof target === "string" && target.includes("?"))
      span.setAttribute("http.target", target.slice(0, target.indexOf("?")));
  }

  onEnd(_span: ReadableSpan) {}

  forceFlush() {
    return Promise.resolve();
  }

  shutdown() {
    return Promise.resolve();
  }
}
