import type { RequestListener } from "node:http";

export const SOCKET_ADDRESS_HEADER: "x-portal-socket-address";
export const SOCKET_ADDRESS_MARK: symbol;
export function withSocketAddress(listener: RequestListener): RequestListener;
