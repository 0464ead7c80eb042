import { startSandbox } from "./server";

// npm run sandbox [-- --reset]: serves every operator API on one origin (SANDBOX_PORT, default 4010).
const sandbox = await startSandbox({
  reset: process.argv.includes("--reset"),
  hostname: process.env.SANDBOX_HOST ?? "127.0.0.1",
});
const where = sandbox.store.kind === "pglite" ? sandbox.config.dataDir : "PostgreSQL";
console.log(
  `[sandbox] listening on ${sandbox.url} (store: ${where}${sandbox.seeded ? ", freshly seeded" : ""})`,
);

const shutdown = async () => {
  await sandbox.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
