import { Readable } from "node:stream";
import { constants, createGzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
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
 * A large answer is streamed at gzip's fastest level: on a month of 100k records (34 MB) the default
 * level took 260 ms of the sandbox's time to level 1's 60 ms, for a body 4% larger.
 */
const STREAMED_LEVEL = constants.Z_BEST_SPEED;

async function gzipped(c: Context, length: number): Promise<ReadableStream | Buffer<ArrayBuffer>> {
  const text = texts.get(c.res);
  if (length <= IN_ONE_CALL) return gzipSync(text ?? new Uint8Array(await c.res.arrayBuffer()));
  const source = text !== undefined ? Readable.from([text]) : Readable.fromWeb(c.res.body as never);
  return Readable.toWeb(source.pipe(createGzip({ level: STREAMED_LEVEL }))) as ReadableStream;
}

/**
 * gzip or deflate when the client asks (the portal's fetch does). Hono's compression streams every
 * answer through a CompressionStream at the default level, which cost more than the rest of a small
 * read: a JSON answer of known length is gzipped here instead, a modest one in one native call.
 */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const length = Number(c.res.headers.get("content-length") ?? Number.NaN);
      if (
        !(length >= 1024) ||
        !/\bgzip\b/.test(c.req.header("accept-encoding") ?? "") ||
        !c.res.headers.get("content-type")?.startsWith("application/json") ||
        c.res.headers.has("content-encoding") ||
        c.req.method === "HEAD"
      )
        return;
      const body = await gzipped(c, length);
      const headers = new Headers(c.res.headers);
      headers.set("content-encoding", "gzip");
      if (!/accept-encoding/i.test(headers.get("vary") ?? "")) headers.append("vary", "Accept-Encoding");
      if (Buffer.isBuffer(body)) headers.set("content-length", String(body.byteLength));
      else headers.delete("content-length");
      const { status } = c.res;
      // Cleared first, or Hono would merge the old content-length back in.
      c.res = undefined;
      c.res = new Response(body, { status, headers });
    });
}
