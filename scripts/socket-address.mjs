// The client's socket address for the portal's route handlers, which Next does not expose (NextRequest
// has no `ip` since Next 15, and Next fills `x-forwarded-for` from the socket only when the client sent
// none). Plain Node, shared by scripts/serve-next.mjs and its unit test.

/** Set here from the socket, on every request; a copy sent by the client is dropped first. */
export const SOCKET_ADDRESS_HEADER = "x-portal-socket-address";

/** Marks this process as served through `withSocketAddress`, so the header can be believed. */
export const SOCKET_ADDRESS_MARK = Symbol.for("telecom-portal.socket-address-header");

/** Wraps a Node request listener: the header always holds the address of the TCP peer. */
export function withSocketAddress(listener) {
  globalThis[SOCKET_ADDRESS_MARK] = true;
  return (request, response) => {
    // Node lowercases header names and joins repeated ones: one delete removes every client copy.
    delete request.headers[SOCKET_ADDRESS_HEADER];
    const address = request.socket.remoteAddress;
    if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
    return listener(request, response);
  };
}
