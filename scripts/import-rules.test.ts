import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importViolations } from "./import-rules.mjs";

/**
 * A tree laid out like the project's, in a temporary folder so that no other test sees it: each
 * planted file breaks one rule; the files it imports are stubs.
 */
const PLANTED: Record<string, string> = {
  "sandbox/planted-import.ts":
    'import { env } from "../lib/env";\nimport type { PortalDb } from "@/lib/store/open";\nexport const planted = (db?: PortalDb) => [env, db];\n',
  "components/ui/planted-import.tsx":
    'import { customerLines } from "@/lib/customer/lines";\nimport { money } from "@/lib/money";\nimport { MovementsTable } from "../movements/movements-table";\nexport const Planted = () => <p>{String([customerLines, money, MovementsTable])}</p>;\n',
  "lib/planted-a/a.ts": 'import { b } from "../planted-b/b";\nexport const a = () => b;\n',
  "lib/planted-b/b.ts": 'import { a } from "@/lib/planted-a/a";\nexport const b = () => a;\n',
};
const STUBS = [
  "lib/env.ts",
  "lib/store/open.ts",
  "lib/customer/lines.ts",
  "lib/money.ts",
  "components/movements/movements-table.tsx",
];
let tree: string;
const projectRoot = process.cwd();

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  const files: Record<string, string> = {
    ...PLANTED,
    ...Object.fromEntries(STUBS.map((stub) => [stub, "export {};\n"])),
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  // dependency-cruiser resolves the tsconfig's "@/*" paths from the working directory.
  process.chdir(tree);
});
afterAll(() => {
  process.chdir(projectRoot);
  rmSync(tree, { recursive: true, force: true });
});

describe("the import rules (npm test's dependency-cruiser step)", () => {
  it("item 2: a planted import of lib/ in the sandbox, of a domain in components/ui and a lib folder cycle are each reported by rule", async () => {
    const violations = await importViolations(Object.keys(PLANTED), { baseDir: tree });
    const seen = violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort();
    expect(seen).toEqual([
      "no-lib-folder-cycles: lib/planted-a → lib/planted-b",
      "no-lib-folder-cycles: lib/planted-b → lib/planted-a",
      "sandbox-imports-only-contract: sandbox/planted-import.ts → lib/env.ts",
      "sandbox-imports-only-contract: sandbox/planted-import.ts → lib/store/open.ts",
      "ui-imports-no-domain: components/ui/planted-import.tsx → components/movements/movements-table.tsx",
      "ui-imports-no-domain: components/ui/planted-import.tsx → lib/customer/lines.ts",
    ]);
  }, 60_000);
});
