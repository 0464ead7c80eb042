import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchCustomerPages } from "./customer-pages";
import { benchIssueTable } from "./issue-table";
import { benchSandboxApi } from "./sandbox-api";
import { startBenchServers } from "./servers";

// npm run bench: every benchmark of the project, one after another, printed as tables; every process
// started here is stopped before it ends. BENCH_ONLY=issue prints only issue 13's table, and
// BENCH_ROWS=pages,tracing,prism,js,usage,lighthouse only those of its rows.
const only = process.env.BENCH_ONLY;
if (!only) await benchSandboxApi();

const servers = await startBenchServers();
const workDir = mkdtempSync(path.join(tmpdir(), "bench-work-"));
try {
  await benchIssueTable(servers, workDir);
  if (!only)
    await benchCustomerPages({
      portalUrl: servers.portalUrl,
      sandboxUrl: servers.sandboxUrl,
      adminKey: servers.adminKey,
    });
} finally {
  await servers.stop();
  rmSync(workDir, { recursive: true, force: true });
}
