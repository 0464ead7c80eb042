import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSandbox } from "../sandbox/server";
import { BENCH_CLIENT_SECRET, BENCH_CLIENT_SECRETS } from "./secrets";
import { printTable } from "./table";

const SUBSCRIPTION = "/billing/v1/orgs/demo/subscription/SUB-1001";

export async function agentToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`portal-web:${BENCH_CLIENT_SECRET}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "password", username: "agent", password: "demo-password" }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

let movementCounter = 0;
const movementBody = () =>
  JSON.stringify({
    type: "ONE_TIME_FEE",
    movement_datetime: new Date().toISOString(),
    amount: { value_with_taxes: 12.1, value_without_taxes: 10, tax: { type: "VAT", percentage: 21 } },
    external_movement_unique_id: `bench-${process.pid}-${movementCounter++}`,
    billable: true,
    description: "Benchmark fee",
  });

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: () => string;
}

const scenarios: Scenario[] = [
  { name: "GET consumptions", method: "GET", path: `${SUBSCRIPTION}/consumptions` },
  { name: "GET movement list", method: "GET", path: `${SUBSCRIPTION}/movement` },
  { name: "POST movement", method: "POST", path: `${SUBSCRIPTION}/movement`, body: movementBody },
];

/** Requests/s and p50/p99 latency of the sandbox's hot endpoints at 1 and 50 connections (autocannon). */
export async function benchSandboxApi(durationSeconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-bench-"));
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    reset: true,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    clientSecrets: BENCH_CLIENT_SECRETS,
  });
  try {
    const token = await agentToken(sandbox.url);
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      for (const connections of [1, 50]) {
        const result = await autocannon({
          url: sandbox.url,
          connections,
          duration: durationSeconds,
          requests: [
            {
              method: scenario.method,
              path: scenario.path,
              headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
              setupRequest: (request) => (scenario.body ? { ...request, body: scenario.body() } : request),
            },
          ],
        });
        const ok = result["2xx"];
        rows.push([
          scenario.name,
          String(connections),
          result.requests.average.toFixed(0),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          `${ok}/${result.requests.total}`,
        ]);
      }
    }
    console.log(`\nSandbox API (${sandbox.store.kind}, ${durationSeconds}s per row)`);
    printTable(["endpoint", "connections", "req/s", "p50", "p99", "2xx/total"], rows);
  } finally {
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSandboxApi();
