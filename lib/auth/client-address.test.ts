import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { SOCKET_ADDRESS_HEADER, withSocketAddress } from "@/scripts/socket-address.mjs";

vi.mock("server-only", () => ({}));
const { clientAddressOf, UNKNOWN_ADDRESS } = await import("./client-address");

const headers = (values: Record<string, string>) => new Headers(values);

describe("item 5: the client address comes from the socket, or from trusted proxy hops only", () => {
  it("item 5: without a trusted proxy, X-Forwarded-For and X-Real-IP change nothing", () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientAddressOf(
          headers({
            [SOCKET_ADDRESS_HEADER]: "203.0.113.9",
            "x-forwarded-for": `10.0.0.${i}`,
            "x-real-ip": `10.1.0.${i}`,
          }),
          0,
          true,
        ),
      ),
    );
    expect([...seen]).toEqual(["203.0.113.9"]);
  });

  it("item 5: with one trusted proxy, the address it appended; what the client wrote before it is ignored", () => {
    const through = (forwarded: string) =>
      clientAddressOf(
        headers({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": forwarded }),
        1,
        true,
      );
    expect(through("198.51.100.4")).toBe("198.51.100.4");
    expect(through("1.2.3.4, 5.6.7.8, 198.51.100.4")).toBe("198.51.100.4");
    // Two hops: the address the outer proxy saw, as the inner one reports it.
    expect(
      clientAddressOf(
        headers({
          [SOCKET_ADDRESS_HEADER]: "10.0.0.2",
          "x-forwarded-for": "1.2.3.4, 198.51.100.4, 10.0.0.1",
        }),
        2,
        true,
      ),
    ).toBe("198.51.100.4");
    // Fewer entries than hops (a request that came round the proxies): the furthest one there is.
    expect(clientAddressOf(headers({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2" }), 1, true)).toBe("10.0.0.2");
  });

  it("item 5: the socket header is believed only from the wrapper, which overwrites a client's copy", async () => {
    // Served some other way (plain `next start`), anybody could send the header: it means nothing.
    expect(clientAddressOf(headers({ [SOCKET_ADDRESS_HEADER]: "198.51.100.4" }), 0, false)).toBe(
      UNKNOWN_ADDRESS,
    );

    let received: IncomingHttpHeaders = {};
    const server = createServer(
      withSocketAddress((request, response) => {
        received = request.headers;
        response.end();
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const sent = httpRequest({
      port,
      host: "127.0.0.1",
      headers: { [SOCKET_ADDRESS_HEADER]: "198.51.100.4" },
    });
    sent.end();
    const [response] = await once(sent, "response");
    response.resume();
    server.close();
    expect(received[SOCKET_ADDRESS_HEADER]).toBe("127.0.0.1");
  });
});
