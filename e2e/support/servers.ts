import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** A server a test started in its own process group: `stop()` ends it and everything it spawned. */
export interface StartedProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startProcess(command: string, args: string[], env: Record<string, string>): StartedProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => {
    printed += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {} // already gone
  };
  return {
    child,
    output: () => printed,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) signalGroup(signal);
      const timer = setTimeout(() => signalGroup("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(timer);
      signalGroup("SIGKILL"); // grandchildren left behind, if any
      return code;
    },
  };
}

/** True when nothing listens on the port (on any interface). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Polls until `url` answers below 500; fails with the process's output when it exits or times out. */
export async function waitForUrl(url: string, server?: StartedProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null)
      throw new Error(`server for ${url} exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s:\n${server?.output() ?? ""}`);
}

/** The environment that points a portal at one sandbox origin. */
export function operatorUrls(sandboxUrl: string): Record<string, string> {
  return {
    OPERATOR_AUTH_URL: `${sandboxUrl}/auth`,
    OPERATOR_BILLING_URL: `${sandboxUrl}/billing`,
    OPERATOR_TICKETING_URL: `${sandboxUrl}/ticketing`,
    OPERATOR_GATEWAY_URL: `${sandboxUrl}/gateway`,
    OPERATOR_SUBSCRIPTIONS_URL: `${sandboxUrl}/subscriptions`,
    OPERATOR_APPOINTMENTS_URL: `${sandboxUrl}/appointments`,
  };
}
