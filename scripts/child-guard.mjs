// Runs one server of `npm start` (node scripts/child-guard.mjs <command> <args…>) and ends it when
// `npm start` is gone, even killed with SIGKILL: this process's stdin is a pipe from `npm start`, and the
// kernel closes that pipe when it dies. It leads the server's process group, so one signal reaches all.
import { spawn } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 15_000);

const signalGroup = (signal) => {
  try {
    process.kill(-process.pid, signal);
  } catch {} // the group is already gone
};

const server = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });

let orphaned = false;
function parentGone() {
  if (orphaned) return;
  orphaned = true;
  console.error(`[child-guard] npm start is gone: stopping ${command} ${args.join(" ")}`);
  signalGroup("SIGTERM");
  setTimeout(() => signalGroup("SIGKILL"), GRACE_MS).unref();
}

// A signal to the group reaches the server too: this process waits for it to finish, then reports its code.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => {});
server.on("error", (error) => {
  console.error(`[child-guard] ${command}: ${error.message}`);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  // Orphaned, nobody waits for this group any more: whatever the server left behind goes with it.
  if (orphaned) signalGroup("SIGKILL");
  process.exit(code ?? (signal ? 1 : 0));
});

process.stdin.on("end", parentGone);
process.stdin.on("close", parentGone);
process.stdin.on("error", parentGone);
process.stdin.resume();
