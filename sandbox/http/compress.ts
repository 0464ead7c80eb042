import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** The text of answers built from a string (fast-json.ts), so compressing them need not read the body back. */
const texts = new WeakMap<Response, string>();

export function withText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

/** JSON answers up to this size are gzipped in one call; larger ones stream (a month of records is megabytes). */
const IN_ONE_CALL = 256 * 1024;

/**
 * gzip or deflate when the client asks (the portal's fetch does). Hono's compression streams every
 * answer through a CompressionStream, which cost more than the rest of a small read: a JSON answer of
 * known, modest length is compressed in one native call instead.
 */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const length = Number(c.res.headers.get("content-length") ?? Number.NaN);
      if (
        !(length >= 1024 && length <= IN_ONE_CALL) ||
        !/\bgzip\b/.test(c.req.header("accept-encoding") ?? "") ||
        !c.res.headers.get("content-type")?.startsWith("application/json") ||
        c.res.headers.has("content-encoding") ||
        c.req.method === "HEAD"
      )
        return;
      const body = gzipSync(texts.get(c.res) ?? new Uint8Array(await c.res.arrayBuffer()));
      const headers = new Headers(c.res.headers);
      headers.set("content-encoding", "gzip");
      if (!/accept-encoding/i.test(headers.get("vary") ?? "")) headers.append("vary", "Accept-Encoding");
      headers.set("content-length", String(body.byteLength));
      const { status } = c.res;
      // Cleared first, or Hono would merge the old content-length back in.
      c.res = undefined;
      c.res = new Response(body, { status, headers });
    });
}
