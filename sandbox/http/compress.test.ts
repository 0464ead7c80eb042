import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { fastJsonResponse } from "../billing/fast-json";
import { compressAnswers } from "./compress";

const app = new Hono();
app.use(compressAnswers());
app.get("/small", (c) => fastJsonResponse(c, { ok: true }));
app.get("/json", (c) =>
  fastJsonResponse(c, { items: Array.from({ length: 200 }, (_, i) => ({ id: `ITEM-${i}` })) }),
);
app.get("/large", (c) =>
  fastJsonResponse(c, { items: Array.from({ length: 20_000 }, (_, i) => ({ id: `ITEM-${i}` })) }),
);

/** A large JSON answer of known length that was not built from a string: read back from its stream. */
const LARGE_BYTES = new TextEncoder().encode(
  JSON.stringify({ n: Array.from({ length: 60_000 }, (_, i) => i) }),
);
app.get("/bytes", (c) =>
  c.body(LARGE_BYTES, 200, {
    "content-type": "application/json",
    "content-length": String(LARGE_BYTES.byteLength),
  }),
);

const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("answer compression", () => {
  it("gzips a JSON answer in one call, with its compressed length, when gzip is accepted", async () => {
    const response = await get("/json", "gzip, deflate");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength);
    expect(JSON.parse(gunzipSync(body).toString()).items).toHaveLength(200);
  });

  it("sends it as is to a client that does not ask, and leaves a tiny answer alone", async () => {
    const plain = await get("/json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.json()).items).toHaveLength(200);
    const tiny = await get("/small", "gzip");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
  });

  it("streams a large answer, and a deflate-only client gets deflate", async () => {
    const large = await get("/large", "gzip");
    expect(large.headers.get("content-encoding")).toBe("gzip");
    expect(large.headers.get("content-length")).toBeNull();
    expect(JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()).items).toHaveLength(
      20_000,
    );
    expect((await get("/json", "deflate")).headers.get("content-encoding")).toBe("deflate");
    const bytes = await get("/bytes", "gzip");
    expect(bytes.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await bytes.arrayBuffer())).toString()).n).toHaveLength(60_000);
  });
});
