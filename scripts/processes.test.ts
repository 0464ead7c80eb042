import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const START = path.join(import.meta.dirname, "fixtures", "tree-start.mjs");
const dirs: string[] = [];
const pids: number[] = [];

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls `condition` until it holds; fails after `ms`. */
async function until(condition: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The stand-in `npm start`, once both its servers are up, with their pids. */
async function startTree() {
  const dir = mkdtempSync(path.join(tmpdir(), "process-tree-"));
  dirs.push(dir);
  const log = path.join(dir, "log");
  const start: ChildProcess = spawn(process.execPath, [START, log], {
    stdio: "ignore",
    env: { ...process.env, SHUTDOWN_GRACE_MS: "10000" },
  });
  const lines = () => (existsSync(log) ? readFileSync(log, "utf8").trim().split("\n") : []);
  await until(() => lines().some((l) => l.startsWith("ready portal")), "both servers");
  const pidOf = (name: string) =>
    Number(
      lines()
        .find((l) => l.startsWith(`ready ${name}`))
        ?.split(" ")[2],
    );
  const servers = [pidOf("sandbox"), pidOf("portal")];
  pids.push(...servers);
  const exited = new Promise((resolve) => start.once("exit", resolve));
  return { start, servers, lines, exited };
}

afterEach(() => {
  for (const pid of pids.splice(0)) if (alive(pid)) process.kill(pid, "SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test starts three node processes and polls for what they report: seconds on two shared cores.
describe("npm start's children (scripts/processes.mjs)", { timeout: 40_000 }, () => {
  it("item 27: SIGTERM stops the portal first, its write in flight reaching the sandbox, then the sandbox", async () => {
    const tree = await startTree();
    tree.start.kill("SIGTERM");
    await tree.exited;
    expect(tree.lines().filter((l) => !l.startsWith("ready"))).toEqual([
      "portal stopping",
      "portal write in flight: stored",
      "sandbox stopping",
    ]);
    for (const pid of tree.servers) expect(alive(pid)).toBe(false);
  });

  it("item 27: when npm start is killed with SIGKILL, both servers exit", async () => {
    const tree = await startTree();
    tree.start.kill("SIGKILL");
    await tree.exited;
    await until(() => tree.servers.every((pid) => !alive(pid)), "the orphaned servers to exit");
  });
});
