import { PUBLISHED_CLIENT_SECRETS } from "./config";
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

const published = Object.entries(PUBLISHED_CLIENT_SECRETS).filter(
  ([id, secret]) => sandbox.config.clientSecrets[id as keyof typeof PUBLISHED_CLIENT_SECRETS] === secret,
);
if (published.length)
  console.log(
    `[sandbox] demo client secrets: ${published.map(([id, secret]) => `${id} / ${secret}`).join(", ")} are the published values, fine for development only (npm start generates private ones; set SANDBOX_PORTAL_CLIENT_SECRET / SANDBOX_PORTAL_NETWORK_CLIENT_SECRET)`,
  );

const shutdown = async () => {
  await sandbox.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
