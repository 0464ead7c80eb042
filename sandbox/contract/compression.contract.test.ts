import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sub } from "./billing-helpers";
import { sandboxUrl, tokenFor } from "./client";

/** Raw GET (node:http does not decompress): status, headers and the bytes as sent. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding?: string; bytes: Buffer }>((resolve, reject) => {
    const req = request(`${sandboxUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compressed JSON", () => {
  it("answers gzip to a client that accepts it, with the same JSON, and plain JSON otherwise", async () => {
    const authorization = `Bearer ${await tokenFor("agent")}`;
    const path = `${sub("SUB-1001")}/consumptions/details`;
    const gzipped = await rawGet(path, { authorization, "accept-encoding": "gzip" });
    const plain = await rawGet(path, { authorization });
    expect(gzipped.status).toBe(200);
    expect(gzipped.encoding).toBe("gzip");
    expect(plain.encoding).toBeUndefined();
    expect(gunzipSync(gzipped.bytes).toString()).toBe(plain.bytes.toString());
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });
});
