// Shared by `npm start` and `npm test`: plain Node, no dependencies, so it runs on a fresh clone.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

export function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: "inherit", ...options }).status ?? 1;
}

export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: "inherit", ...options });
}

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
};

/**
 * `npm ci` when node_modules is missing or older than the lockfile: exactly what the lockfile says.
 * After adding a dependency, run `node scripts/complete-lockfile.mjs` so the lockfile keeps every
 * platform's optional binaries (see that script).
 */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log("Installing dependencies (npm ci)…");
  runOrExit("npm", ["ci", "--no-audit", "--no-fund"]);
}

const PORTAL_SOURCES = [
  "app",
  "components",
  "lib",
  "contract",
  "store-kit",
  "messages",
  "i18n",
  "proxy.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];

/** next build when there is no build in `distDir` or a source file is newer than it. */
export function ensureBuild(distDir = ".next", env = process.env) {
  const buildId = path.join(root, distDir, "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...PORTAL_SOURCES.map((p) => newestMtime(path.join(root, p))));
  if (builtAt && builtAt >= changedAt) return;
  log(`Building the portal (${distDir})…`);
  runOrExit("npx", ["next", "build"], {
    env: { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** Debian's chromium for the browser tests; installed with apt when absent (no browser download here). */
export function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  if (process.getuid?.() !== 0) {
    console.error("✗ /usr/bin/chromium is missing. Install it with: sudo apt-get install -y chromium");
    process.exit(1);
  }
  log("Installing Debian's chromium (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  runOrExit("apt-get", ["update", "-qq"], { env });
  runOrExit("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"], {
    env,
  });
}

export async function waitForUrl(url, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
