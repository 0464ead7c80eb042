// npm test: install what is missing (Debian's chromium included), then lint, typecheck, unit,
// contract (PGlite, then PostgreSQL, which must be reachable) and browser tests. Ends with one summary line.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureChromium, ensureDependencies, log, root, run } from "./setup.mjs";

const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const reports = path.join(root, ".data", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests by name, repeated after the summary: a log cut to its tail still says which failed. */
const failedTests = [];
const firstLine = (text = "") =>
  stripVTControlCharacters(text)
    .split("\n")
    .find((line) => line.trim()) ?? "";

/** Where the run's time goes: each phase's wall time, printed at the end. */
const phases = [];
const started = Date.now();
function timed(name, work) {
  const start = Date.now();
  try {
    return work();
  } finally {
    phases.push({ name, seconds: (Date.now() - start) / 1000 });
  }
}

function step(name, command, args, env = {}) {
  log(name);
  const status = timed(name, () => run(command, args, { env: { ...process.env, ...env } }));
  if (status !== 0) failures.push(name);
  return status;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults)
    for (const test of file.assertionResults)
      if (test.status === "failed")
        failedTests.push(
          `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  /** Each project's span, first start to last end: the projects run one after another. */
  const spans = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        for (const result of test.results ?? []) {
          const start = Date.parse(result.startTime);
          const span = spans.get(test.projectName) ?? { start, end: start };
          spans.set(test.projectName, {
            start: Math.min(span.start, start),
            end: Math.max(span.end, start + result.duration),
          });
        }
        if (test.status === "unexpected") {
          const error = test.results.at(-1)?.error?.message;
          failedTests.push(`[${test.projectName}] ${spec.file} › ${spec.title}: ${firstLine(error)}`);
        }
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  for (const [project, { start, end }] of spans)
    phases.push({ name: `  of which Playwright project ${project}`, seconds: (end - start) / 1000 });
}

/** Unit test files that open the portal's store (lib/testing/portal-store.ts), found by what they import. */
function storeTestFiles() {
  const found = [];
  const visit = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && relative !== path.join("sandbox", "contract")) visit(relative);
      } else if (entry.name.endsWith(".test.ts")) {
        const text = readFileSync(path.join(root, relative), "utf8");
        if (/openTestStore|testDatabaseUrl|PORTAL_TEST_DATABASE_URL/.test(text)) found.push(relative);
      }
    }
  };
  for (const dir of ["lib", "components", "sandbox", "contract", "scripts"]) visit(dir);
  return found;
}

const postgresReachable = () =>
  new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port: 5432, timeout: 1000 });
    socket.on("connect", () => resolve(socket.end() && true));
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => resolve(socket.destroy() && false));
  });

timed("Install what is missing", () => {
  ensureDependencies();
  if (wants("e2e")) ensureChromium();
});

if (wants("lint")) {
  step("Lint and format check (biome)", "npx", ["biome", "ci", "."]);
  step("Unused files, exports and dependencies (knip)", "npx", ["knip", "--no-progress"]);
  step("Import rules (dependency-cruiser)", "node", ["scripts/import-rules.mjs"]);
  step(
    "Lockfile accepted by npm ci",
    "npm",
    ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"],
    {
      npm_config_loglevel: "error",
    },
  );
}
if (wants("typecheck")) {
  // typedRoutes: the route types tsc checks every href against are generated, not committed.
  step("Route types (next typegen)", "npx", ["next", "typegen"]);
  step("Typecheck (tsc)", "npx", ["tsc", "--noEmit", "-p", "."]);
}

if (wants("unit") || wants("contract")) {
  const projects = ["unit", "contract"].filter(wants).flatMap((p) => ["--project", p]);
  const out = path.join(reports, "vitest-pglite.json");
  step("Unit and contract tests (store: PGlite)", "npx", [
    "vitest",
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${out}`,
  ]);
  countVitest(out);
}

if (wants("contract") || wants("postgres")) {
  const baseUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (process.env.TEST_POSTGRES_URL || (await postgresReachable())) {
    const out = path.join(reports, "vitest-postgres.json");
    step("Contract and store tests (store: PostgreSQL)", "npx", [
      "tsx",
      "scripts/with-temp-database.ts",
      baseUrl,
      "--",
      "npx",
      "vitest",
      "run",
      "--project",
      "contract",
      "--project",
      "unit",
      // The whole contract suite, and of the unit tests only those that open the portal's store: the
      // others do not see which store runs, and ran on the first pass.
      "sandbox/contract/",
      ...storeTestFiles(),
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${out}`,
    ]);
    countVitest(out);
  } else {
    // PostgreSQL runs on every machine, CI included; only its run sees the refund row lock.
    log(
      "PostgreSQL is not reachable on 127.0.0.1:5432 (set TEST_POSTGRES_URL): its contract run cannot be skipped.",
    );
    failures.push("Contract and store tests (store: PostgreSQL)");
  }
}

if (wants("e2e")) {
  const out = path.join(reports, "playwright.json");
  step("Browser tests (Playwright, Debian chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  countPlaywright(out);
}

console.log("");
console.log("Where the time went:");
const total = (Date.now() - started) / 1000;
for (const phase of phases) console.log(`  ${phase.seconds.toFixed(0).padStart(5)} s  ${phase.name}`);
console.log(`  ${total.toFixed(0).padStart(5)} s  in all`);
if (failures.length) console.log(`Failed steps: ${failures.join(", ")}`);
for (const test of failedTests) console.log(`Failed: ${test}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
