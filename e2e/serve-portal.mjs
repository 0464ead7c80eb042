// Playwright's portal web server: builds when there is no (fresh) build, prepares the portal store,
// then `next start`. Plain Node so it works on a fresh clone.
import { existsSync, rmSync } from "node:fs";
import { ensureBuild, root, runOrExit, start } from "../scripts/setup.mjs";

const port = process.env.PORT ?? "3310";
ensureBuild(process.env.NEXT_DIST_DIR ?? ".next");
// A fresh portal store per run, like the sandbox's --reset (only ever a temporary PGlite directory).
if (process.env.PORTAL_FRESH_STORE === "1" && process.env.PORTAL_DATA_DIR && !process.env.DATABASE_URL) {
  rmSync(process.env.PORTAL_DATA_DIR, { recursive: true, force: true });
}
if (existsSync(`${root}/lib/store/migrate-cli.ts`)) runOrExit("npx", ["tsx", "lib/store/migrate-cli.ts"]);
// next start, plus the socket address for the login throttle (scripts/serve-next.mjs).
const portal = start("node", ["scripts/serve-next.mjs"], { env: { ...process.env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => portal.kill(signal));
portal.on("exit", (code) => process.exit(code ?? 0));
