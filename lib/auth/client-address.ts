import "server-only";
import { env } from "@/lib/env";

// The same names as scripts/socket-address.mjs, which sets them (plain Node, outside the bundle).
const SOCKET_ADDRESS_HEADER = "x-portal-socket-address";
const SOCKET_ADDRESS_MARK = Symbol.for("telecom-portal.socket-address-header");

/** Where the address is unknown (served without scripts/serve-next.mjs): one bucket for everybody. */
export const UNKNOWN_ADDRESS = "unknown";

let warned = false;

/** True when this process serves requests through scripts/serve-next.mjs: the header is the socket's. */
function isSocketAddressSet(): boolean {
  return (globalThis as Record<symbol, unknown>)[SOCKET_ADDRESS_MARK] === true;
}

/**
 * The client's address: the TCP peer's, or with `trustedHops` proxies in front (each appending the
 * address it saw to X-Forwarded-For), the address the outermost trusted proxy saw. Entries further
 * left were written by the client and are never used; neither is X-Real-IP.
 */
export function clientAddressOf(
  headers: Headers,
  trustedHops = env.TRUSTED_PROXY_HOPS,
  isSocketKnown = isSocketAddressSet(),
): string {
  const socket = isSocketKnown ? headers.get(SOCKET_ADDRESS_HEADER) : null;
  if (!socket && !warned) {
    warned = true;
    console.warn(
      "[auth] the client's socket address is unknown: serve the portal with scripts/serve-next.mjs",
    );
  }
  const forwarded = trustedHops > 0 ? (headers.get("x-forwarded-for") ?? "").split(",") : [];
  const chain = [...forwarded.map((entry) => entry.trim()).filter(Boolean), socket || UNKNOWN_ADDRESS];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] || UNKNOWN_ADDRESS;
}
