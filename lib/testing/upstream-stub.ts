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
    // What to do is decided when the request arrives: a request still delayed when its test ends
    // (the client gave up) must not take a drop the next test set up.
    const drop = stub.drops > 0 ? stub.dropWith : undefined;
    if (drop) stub.drops -= 1;
    const { status, body } = stub.answer;
    if (stub.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    if (drop === "reset") request.socket.resetAndDestroy();
    else if (drop) request.socket.destroy();
    else response.writeHead(status, { "content-type": "application/json" }).end(body);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stub.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return stub;
}
