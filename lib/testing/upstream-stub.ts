import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * An operator stand-in on a free local port for one test file: it keeps the headers of every request
 * and answers with `answer` (status and body), which a test may change. The next `drops` requests
 * get their connection closed without an answer, as a server does to an idle kept-alive connection
 * (`dropWith: "reset"` resets it instead); each answer or drop comes `delayMs` after the request.
 */
export function upstreamStub() {
  const stub = {
    base: "",
    seen: [] as IncomingHttpHeaders[],
    answer: { status: 200, body: "{}" },
    drops: 0,
    dropWith: "close" as "close" | "reset",
    delayMs: 0,
  };
  const server = createServer(async (request, response) => {
    stub.seen.push(request.headers);
    if (stub.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    if (stub.drops > 0) {
      stub.drops -= 1;
      if (stub.dropWith === "reset") request.socket.resetAndDestroy();
      else request.socket.destroy();
      return;
    }
    response.writeHead(stub.answer.status, { "content-type": "application/json" }).end(stub.answer.body);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stub.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return stub;
}
