// `next start` with one addition: the socket address of each request in an internal header
// (scripts/socket-address.mjs), for the login throttle's per-address counts (docs/auth.md). Next's own
// request handler behind a plain Node server (Next's documented custom server); same port rule.
import { createServer } from "node:http";
import { root } from "./setup.mjs";
import { withSocketAddress } from "./socket-address.mjs";

// As `next start` does, before Next and React are loaded.
process.env.NODE_ENV ??= "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? 3000);
// Only for the URLs Next builds without a Host header; the server listens on every interface, like `next start`.
const hostname = "localhost";
const app = next({ dev: false, dir: root, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();
const server = createServer(withSocketAddress((request, response) => handle(request, response)));
server.listen(port, () => console.log(`▸ Portal listening on http://${hostname}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
