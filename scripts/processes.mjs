// Child processes for `npm start`: each in its own process group, so stopping one stops everything it
// started (npx → next → next-server, npx → tsx → node), and ports checked before anything starts.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { root } from "./setup.mjs";

const GUARD = path.join(import.meta.dirname, "child-guard.mjs");

/** How long children get to finish in-flight requests after SIGTERM before they are killed. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 15_000);

/** Resolves true when nothing listens on `port` (any interface), false when something else holds it. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port: Number(port), exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Exits with a message naming the port when one is taken: never silently talk to another sandbox. */
export async function refuseTakenPorts(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports)) if (!(await isPortFree(port))) taken.push([name, port]);
  if (taken.length === 0) return;
  for (const [name, port] of taken)
    console.error(
      `✗ Port ${port} (${name}) is already in use by another process. Stop it or choose another port.`,
    );
  process.exit(1);
}

const children = new Set();
let supervising = false;

/**
 * Starts a command in its own process group with inherited output, under child-guard.mjs: its stdin is a
 * pipe from this process, so the group stops when this process is gone, even killed with SIGKILL.
 * Children are stopped in the reverse order of their start (see stopAll).
 */
export function startGroup(command, args, options = {}) {
  const child = spawn(process.execPath, [GUARD, command, ...args], {
    cwd: root,
    ...options,
    stdio: ["pipe", "inherit", "inherit"],
    detached: true,
  });
  children.add(child);
  child.on("exit", (code) => {
    if (supervising) finish(code ?? 1);
  });
  return child;
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {} // the group is already gone
};

const groupAlive = (child) => {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves when no process of the child's group is left (npx may exit before next-server has). */
async function groupGone(child, deadline) {
  while (groupAlive(child) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !groupAlive(child);
}

/** SIGTERM (the server stops taking requests and finishes those in flight), SIGKILL after the grace period. */
async function stopGroup(child) {
  signalGroup(child, "SIGTERM");
  if (await groupGone(child, Date.now() + GRACE_MS)) return;
  signalGroup(child, "SIGKILL");
  await groupGone(child, Date.now() + 5_000);
}

let stopping;
/**
 * Stops the groups one after another, the last started first: the portal stops taking requests and
 * finishes the ones in flight, whose writes still reach the sandbox, and only then the sandbox stops.
 * Resolves once every process of every group is gone.
 */
export function stopAll() {
  stopping ??= (async () => {
    for (const child of [...children].reverse()) await stopGroup(child);
  })();
  return stopping;
}

const finish = (code) => stopAll().then(() => process.exit(code));

/** From now on Ctrl+C, SIGTERM or any child exiting stops every child, then this process. */
export function stopAllOnSignalOrExit() {
  supervising = true;
  process.on("SIGINT", () => finish(130));
  process.on("SIGTERM", () => finish(143));
  process.on("SIGHUP", () => finish(129));
}

/** A start step failed (e.g. a server never answered): stop what was started, then exit 1. */
export function failAndStopAll(error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
  return finish(1);
}
