// Import rules of the architecture (README, "Architecture"), checked by `npm test` and scripts/import-rules.mjs.
// Layers: app → components → lib → contract; the sandbox sees contract/ and store-kit/ only.

// dependency-cruiser 17 (the newest for Node 20) parses TypeScript with @swc/core but never turns JSX
// on, so every .tsx file would fail to parse (fixed upstream in 18, which needs Node 22). Until then,
// the .tsx files are parsed with JSX on: the same @swc/core object is what dependency-cruiser calls.
const swc = require("@swc/core");
const parseFileSync = swc.parseFileSync;
if (!parseFileSync.forTsx) {
  swc.parseFileSync = (file, options) =>
    parseFileSync(file, file.endsWith(".tsx") ? { ...options, tsx: true } : options);
  swc.parseFileSync.forTsx = true;
}

const PACKAGES = "(^|/)node_modules/";
/** A test may import what it tests (a lib test renders a page, a contract test compares with lib/money). */
const TEST = "\\.test\\.tsx?$";
/**
 * What components/ui may use from lib/: words, formatting, errors and form plumbing, none of a domain.
 * lib/auth/sign-out.ts: the 401 panel ends the session (components/ui/session-ended.tsx).
 */
const UI_MAY_USE = [
  "^lib/(i18n|errors|actions|forms|url)/",
  "^lib/(money|dates|units|intl-formats|phone-display|wall-time-input|amount-input)\\.ts$",
  "^lib/auth/sign-out\\.ts$",
];

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "sandbox-imports-only-contract",
      comment:
        "The sandbox is the operator's stand-in: it shares wire formats (contract/) and the store opener (store-kit/) with the portal, nothing else.",
      severity: "error",
      from: { path: "^sandbox/" },
      to: { pathNot: ["^(sandbox|contract|store-kit)/", PACKAGES], dependencyTypesNot: ["core"] },
    },
    {
      name: "contract-imports-no-project-code",
      comment: "contract/ is imported by both sides, so it depends on packages only.",
      severity: "error",
      from: { path: "^contract/", pathNot: TEST },
      to: { pathNot: ["^contract/", PACKAGES], dependencyTypesNot: ["core"] },
    },
    {
      name: "store-kit-imports-no-project-code",
      comment: "store-kit/ opens and migrates a store for the portal and the sandbox alike.",
      severity: "error",
      from: { path: "^store-kit/", pathNot: TEST },
      to: { pathNot: ["^store-kit/", PACKAGES], dependencyTypesNot: ["core"] },
    },
    {
      name: "lib-not-to-components-or-app",
      comment: "lib/ is below components/ and app/: a domain module never imports what renders it.",
      severity: "error",
      from: { path: "^lib/", pathNot: TEST },
      to: { path: "^(components|app)/" },
    },
    {
      name: "components-not-to-app",
      comment: "components/ is below app/.",
      severity: "error",
      from: { path: "^components/", pathNot: TEST },
      to: { path: "^app/" },
    },
    {
      name: "portal-not-to-sandbox",
      comment: "The portal talks to the sandbox over HTTP only, as to the real operator.",
      severity: "error",
      from: {
        path: ["^(app|components|lib|contract|store-kit|i18n)/", "^(proxy|instrumentation)\\.ts$"],
        pathNot: TEST,
      },
      to: { path: "^sandbox/" },
    },
    {
      name: "ui-imports-no-domain",
      comment:
        "components/ui is the design system: no components/<domain>, and from lib/ only the utilities listed in UI_MAY_USE.",
      severity: "error",
      from: { path: "^components/ui/" },
      to: { path: ["^components/(?!ui/)", "^lib/"], pathNot: UI_MAY_USE },
    },
    {
      name: "app-not-to-operator-clients",
      comment:
        "Pages and route handlers call a domain module (lib/<domain>/), which calls the operator client (lib/operator/).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^lib/operator/" },
    },
  ],
  options: {
    doNotFollow: { path: PACKAGES },
    exclude: { path: "^(\\.next|\\.data|node_modules)/" },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
