// The import rules of .dependency-cruiser.cjs over the project, plus one dependency-cruiser cannot say
// (its folder cycles count every subfolder and path through tests): no two top-level folders of lib/
// import each other, directly or through others. Prints what is not in the baseline; exit 1 when any.
// Usage: node scripts/import-rules.mjs
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { cruise } from "dependency-cruiser";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = [
  "app",
  "components",
  "lib",
  "contract",
  "store-kit",
  "sandbox",
  "i18n",
  "proxy.ts",
  "instrumentation.ts",
];
/** Violations older than the rules (`npx depcruise-baseline`, see README): issue 42 removes them. */
const BASELINE = path.join(root, ".dependency-cruiser-known-violations.json");
/** lib folder cycles older than the rule, as "from → to" folder edges (issue 42, item 1 removes them). */
const KNOWN_LIB_FOLDER_EDGES = new Set([
  "lib/actions → lib/agent",
  "lib/actions → lib/approvals",
  "lib/actions → lib/audit",
  "lib/actions → lib/network",
  "lib/agent → lib/actions",
  "lib/approvals → lib/actions",
  "lib/approvals → lib/agent",
  "lib/approvals → lib/forms",
  "lib/approvals → lib/movements",
  "lib/approvals → lib/rectifications",
  "lib/audit → lib/actions",
  "lib/audit → lib/agent",
  "lib/audit → lib/approvals",
  "lib/forms → lib/actions",
  "lib/movements → lib/actions",
  "lib/movements → lib/approvals",
  "lib/movements → lib/forms",
  "lib/network → lib/actions",
  "lib/rectifications → lib/actions",
  "lib/rectifications → lib/agent",
  "lib/rectifications → lib/approvals",
  "lib/rectifications → lib/audit",
  "lib/rectifications → lib/forms",
  "lib/rectifications → lib/network",
]);

const TEST = /\.test\.tsx?$/;
const libFolderOf = (file) => /^lib\/[^/]+(?=\/)/.exec(file)?.[0];

/** Edges between top-level lib folders (tests left out) that lie on a cycle: the target reaches back. */
function libFolderCycleEdges(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = libFolderOf(module.source);
    if (!from || TEST.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = libFolderOf(dependency.resolved);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const reaches = (start, goal) => {
    const seen = new Set([start]);
    for (const folder of seen) {
      if (folder === goal) return true;
      for (const next of edges.get(folder) ?? []) seen.add(next);
    }
    return false;
  };
  return [...edges].flatMap(([from, targets]) =>
    [...targets].filter((to) => reaches(to, from)).map((to) => `${from} → ${to}`),
  );
}

/**
 * The violations in `files` under `baseDir` (cruised with their dependencies, `maxDepth` deep when
 * given), by rule name; those in the baseline are left out unless `ignoreKnown` is false.
 */
export async function importViolations(
  files = SOURCES,
  { baseDir = root, maxDepth, ignoreKnown = true } = {},
) {
  const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));
  const known = ignoreKnown ? JSON.parse(readFileSync(BASELINE, "utf8")) : [];
  const options = { ...config.options, tsConfig: { fileName: path.join(baseDir, "tsconfig.json") } };
  const { output } = await cruise(
    files,
    {
      ...options,
      ruleSet: { ...config, options },
      validate: true,
      baseDir,
      knownViolations: known,
      outputType: "json",
      ...(maxDepth && { maxDepth }),
    },
    {},
    { tsConfig: {} },
  );
  const result = typeof output === "string" ? JSON.parse(output) : output;
  const byRule = result.summary.violations
    .filter((violation) => violation.rule.severity !== "ignore")
    .map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
  const found = libFolderCycleEdges(result.modules);
  // The known list only shrinks: an edge that is gone must leave it, so it cannot come back unnoticed.
  const gone =
    ignoreKnown && files === SOURCES ? [...KNOWN_LIB_FOLDER_EDGES].filter((e) => !found.includes(e)) : [];
  const stale = gone.map((edge) => ({
    rule: "known-lib-folder-edge-gone",
    from: edge,
    to: "(remove it from the list)",
  }));
  const cycles = found
    .filter((edge) => !(ignoreKnown && KNOWN_LIB_FOLDER_EDGES.has(edge)))
    .map((edge) => {
      const [from, to] = edge.split(" → ");
      return { rule: "no-lib-folder-cycles", from, to };
    });
  return [...byRule, ...cycles, ...stale];
}

if (process.argv[1] === import.meta.filename) {
  const violations = await importViolations();
  for (const { rule, from, to } of violations) console.log(`  ${rule}: ${from} → ${to}`);
  console.log(
    violations.length
      ? `✗ ${violations.length} import rule violations (.dependency-cruiser.cjs)`
      : "✓ import rules hold",
  );
  process.exit(violations.length ? 1 : 0);
}
