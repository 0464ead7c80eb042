import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startSandbox } from "../server";
import { createOpenApiChecker } from "./openapi-check";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    adminKey: string;
    appointmentsApiKey: string;
    storeKind: string;
    clientSecrets: { "portal-web": string; "portal-network": string };
  }
}

/**
 * Starts one sandbox for the contract suite: a fresh PGlite store in a temporary folder, or, when
 * CONTRACT_DATABASE_URL is set, a fresh schema in that PostgreSQL database.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-contract-"));
  const databaseUrl = process.env.CONTRACT_DATABASE_URL || undefined;
  const openApi = createOpenApiChecker();
  // As under `npm start`: the portal's clients get secrets of this run, not the published demo values.
  const clientSecrets = {
    "portal-web": `contract-${randomBytes(12).toString("hex")}`,
    "portal-network": `contract-${randomBytes(12).toString("hex")}`,
  };
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    databaseUrl,
    reset: true,
    clientSecrets,
    observe: openApi.observe,
  });
  project.provide("sandboxUrl", sandbox.url);
  project.provide("adminKey", sandbox.config.adminKey);
  project.provide("appointmentsApiKey", sandbox.config.appointmentsApiKey);
  project.provide("storeKind", sandbox.store.kind);
  project.provide("clientSecrets", clientSecrets);
  return async () => {
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // Every answer of the whole suite, against the published documents: a mismatch fails the run.
    const { checked, violations } = await openApi.report();
    console.log(
      `[openapi] ${checked} JSON answers checked against /openapi/<api>.json, ${violations.length} mismatches`,
    );
    if (violations.length)
      throw new Error(`Answers that do not match the OpenAPI documents:\n${violations.join("\n")}`);
  };
}
