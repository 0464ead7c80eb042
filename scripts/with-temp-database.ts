import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

// tsx scripts/with-temp-database.ts <postgres url> -- <command…>
// Creates a throw-away database, runs the command with CONTRACT_DATABASE_URL and PORTAL_TEST_DATABASE_URL
// pointing at it, then drops it.
const [adminUrl, separator, command, ...args] = process.argv.slice(2);
if (!adminUrl || separator !== "--" || !command) {
  console.error("usage: with-temp-database <postgres url> -- <command…>");
  process.exit(2);
}
const name = `portal_test_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const result = spawnSync(command, args, {
  stdio: "inherit",
  env: { ...process.env, CONTRACT_DATABASE_URL: url.toString(), PORTAL_TEST_DATABASE_URL: url.toString() },
});
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
process.exit(result.status ?? 1);
