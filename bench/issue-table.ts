import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { CookieSession } from "../e2e/support/cookie-session";
import { lighthouseScores } from "./lighthouse";
import { startPrism } from "./prism";
import { BENCH_MONTH, fillMonth } from "./records";
import { agentToken } from "./sandbox-api";
import { type BenchServers, startPortalProcess, startSandboxProcess } from "./servers";
import { printTable } from "./table";

// The table of issue 13, measured in one run on this machine: ratios within the run are what count.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const QUIET_MS = 3_000;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SUBSCRIPTION = "SUB-1001";
const MSISDN = "+34600100001";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;

async function signedIn(portalUrl: string, user: string): Promise<string> {
  const session = new CookieSession();
  await session.signIn(portalUrl, user);
  return session.header;
}

async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  // The row before may leave work queued (the embedded store's one connection drains it for a second
  // or two): measured on a quiet server, a row's first requests do not pay for the row before.
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  // The loopback address, not "localhost": 50 connections opened at once to the name left the first of
  // them waiting seconds before they were even connected (the load generator's, on every server alike).
  const address = url.replace("//localhost:", "//127.0.0.1:");
  // One load, its first seconds not counted: when 50 connections open at once, their first requests
  // wait behind the others' in a staircase (up to 2 s, on a bare Node server too), which measures the
  // connection storm, not the route.
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let countedFrom = Number.POSITIVE_INFINITY;
  const counting = () => performance.now() >= countedFrom;
  const options = { url: address, connections, duration: WARMUP_SECONDS + SECONDS, headers };
  let run!: autocannon.Instance;
  const done = new Promise<void>((resolve, reject) => {
    run = autocannon(options, (error) => (error ? reject(error) : resolve()));
  });
  const warm = setTimeout(() => {
    countedFrom = performance.now();
  }, WARMUP_SECONDS * 1000);
  run.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (!counting()) return;
    latencies.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) ok += 1;
  });
  // A request that got no answer (an error, a timeout) counts against the row, not out of it.
  run.on("reqError", () => {
    if (counting()) failed += 1;
  });
  await done.finally(() => clearTimeout(warm));
  if (!Number.isFinite(countedFrom)) throw new Error(`The load on ${url} ended before its warm-up did.`);
  const seconds = (performance.now() - countedFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    // Nearest rank.
    p99: latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? Number.NaN,
    ok,
    total: latencies.length + failed,
  };
}

/** Time to the first and the last byte of one GET, and the bytes received. */
function timedGet(url: string, cookie: string): Promise<{ first: number; last: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = 0;
    const req = httpRequest(url, { headers: { cookie, "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        first ||= performance.now() - started;
        bytes += chunk.length;
      });
      res.on("end", () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ first, last: performance.now() - started, bytes });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Resident memory of the process listening on `port` (the next-server), in bytes. */
function rssOfListener(port: number): number {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) return Number.NaN;
  const kbLine = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kbLine) * 1024;
}

/** The portal's count of sections rendered in their error state (a 200 page that failed inside). */
async function degradedSections(portalUrl: string): Promise<number> {
  const text = await (await fetch(`${portalUrl}/api/metrics`)).text();
  return Number(/portal_sections_degraded_total (\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** A row that could not be measured says why, instead of losing the whole table. */
async function measured(rows: () => Promise<string[][]>, fallback: string[]): Promise<string[][]> {
  try {
    return await rows();
  } catch (error) {
    return [
      [fallback[0] ?? "", `failed: ${error instanceof Error ? error.message : error}`, fallback[1] ?? ""],
    ];
  }
}

async function pageThroughput(portalUrl: string, cookie: string) {
  const rows: string[][] = [];
  for (const connections of [10, 50]) {
    const me = await load(`${portalUrl}/api/me`, connections, { cookie });
    const degradedBefore = await degradedSections(portalUrl);
    const page = await load(`${portalUrl}/customer`, connections, { cookie });
    const degraded = (await degradedSections(portalUrl)) - degradedBefore;
    // The same layout around a page with nothing to fetch: what any page of the portal can reach.
    const bare = await load(`${portalUrl}/forbidden`, connections, { cookie });
    // The framework's floor for a page: the root layout and a heading, no shell, nothing fetched (404).
    const floor = await load(`${portalUrl}/bench-no-such-page`, connections, { cookie });
    rows.push([
      `signed-in /customer vs /api/me, ${connections} connections`,
      `${page.rps.toFixed(1)} vs ${me.rps.toFixed(1)} req/s (${pct(page.rps, me.rps)}); p99 ${ms(page.p99)}; 2xx ${page.ok}/${page.total}; ${degraded} sections degraded; the layout with no content (/forbidden) ${bare.rps.toFixed(1)} req/s (${pct(bare.rps, me.rps)}); the not-found page, root layout only, ${floor.rps.toFixed(1)} req/s (${pct(floor.rps, me.rps)})`,
      connections === 50 ? "≥ 40% of /api/me, p99 < 500 ms" : "≥ 40% of /api/me",
    ]);
  }
  return rows;
}

/** An OTLP endpoint that takes every export and only counts its bytes: the collector is not measured. */
async function otlpSink() {
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bytes: () => bytes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The overview's load on a second portal that exports spans, next to the same load untraced. */
async function tracingCost(servers: BenchServers, port: number): Promise<string[][]> {
  const rows: string[][] = [];
  const offCookie = await signedIn(servers.portalUrl, "alice");
  for (const [offset, label, sampling] of [
    [0, "every span", { OTEL_TRACES_SAMPLER: "parentbased_always_on" }],
    [
      1,
      "1 trace in 10 sampled",
      { OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" },
    ],
  ] as const) {
    const sink = await otlpSink();
    let traced: Awaited<ReturnType<typeof startPortalProcess>> | undefined;
    try {
      // A port each: the one before may still be closing.
      traced = await startPortalProcess(port + offset, servers.sandboxUrl, {
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "",
        OTEL_SDK_DISABLED: "",
        ...sampling,
      });
      const onCookie = await signedIn(traced.url, "alice");
      // Both warm (routes loaded, caches filled) before either is measured.
      for (let i = 0; i < 10; i++)
        for (const [url, cookie] of [
          [servers.portalUrl, offCookie],
          [traced.url, onCookie],
        ] as const)
          await timedGet(`${url}/customer`, cookie);
      const off = await load(`${servers.portalUrl}/customer`, 10, { cookie: offCookie });
      const on = await load(`${traced.url}/customer`, 10, { cookie: onCookie });
      rows.push([
        `signed-in /customer traced (OTLP, ${label}) vs untraced, 10 connections`,
        `${on.rps.toFixed(1)} vs ${off.rps.toFixed(1)} req/s (${pct(on.rps, off.rps)}); p99 ${ms(on.p99)} vs ${ms(off.p99)}; 2xx ${on.ok}/${on.total} vs ${off.ok}/${off.total}; ${kb(sink.bytes())} of spans exported`,
        "what tracing costs (no goal)",
      ]);
    } finally {
      await traced?.stop();
      await sink.close();
    }
  }
  return rows;
}

async function usageAndExport(servers: BenchServers) {
  const goals = ["< 300 ms at 100k", "first byte < 300 ms, RSS growth < 150 MB, ≥ 50k records/s"];
  const store = servers.sandboxStore;
  if (!store)
    return [
      ["usage page server time vs records in the month", "not measured: needs PostgreSQL", goals[0] ?? ""],
      ["usage CSV export, 100k records", "not measured: needs PostgreSQL", goals[1] ?? ""],
    ];
  const query = `sub=${SUBSCRIPTION}&from=${BENCH_MONTH.from}&to=${BENCH_MONTH.to}`;
  const times: string[] = [];
  let cookie = "";
  for (const count of [1_000, 10_000, 30_000, 100_000]) {
    await fillMonth(store.db, SUBSCRIPTION, MSISDN, count);
    // A session of its own per size: its first view reads the month (cold), the next ones reuse it.
    cookie = await signedIn(servers.portalUrl, "alice");
    const degradedBefore = await degradedSections(servers.portalUrl);
    const cold = (await timedGet(`${servers.portalUrl}/customer/usage?${query}`, cookie)).last;
    const runs = [0, 1, 2].map(() => 0);
    for (let i = 0; i < runs.length; i++)
      runs[i] = (await timedGet(`${servers.portalUrl}/customer/usage?${query}`, cookie)).last;
    const degraded = (await degradedSections(servers.portalUrl)) - degradedBefore;
    times.push(
      `${ms(cold)} cold, ${ms(runs.sort((a, b) => a - b)[1] ?? 0)} again${degraded ? ` (${degraded} degraded)` : ""}`,
    );
  }
  const pageRow = [
    "usage page server time vs records in the month (1k / 10k / 30k / 100k)",
    times.join(" / "),
    goals[0] ?? "",
  ];
  const exportRow = await measured(async () => {
    const exportOnce = async (session: string) => {
      const rssBefore = rssOfListener(servers.portalPort);
      const exported = await timedGet(`${servers.portalUrl}/api/customer/usage/export?${query}`, session);
      const growth = (rssOfListener(servers.portalPort) - rssBefore) / 1024 ** 2;
      return `first byte ${ms(exported.first)}, all ${ms(exported.last)} (${Math.round(100_000 / (exported.last / 1000))} records/s, ${kb(exported.bytes)}); RSS growth ${growth.toFixed(0)} MB`;
    };
    // Right after the page (the session's month is still fresh), and from a session that has not read it.
    const afterPage = await exportOnce(cookie);
    const cold = await exportOnce(await signedIn(servers.portalUrl, "alice"));
    return [
      ["usage CSV export, 100k records, after viewing the page", afterPage, goals[1] ?? ""],
      ["usage CSV export, 100k records, cold (new session)", cold, goals[1] ?? ""],
    ];
  }, ["usage CSV export, 100k records", goals[1] ?? ""]);
  return [pageRow, ...exportRow];
}

const CONSUMPTIONS = `/billing/v1/orgs/demo/subscription/${SUBSCRIPTION}/consumptions`;

/** GET consumptions at 50 connections, token checked and state read each time, with gzip accepted. */
async function consumptionsLoad(sandboxUrl: string) {
  const headers = { authorization: `Bearer ${await agentToken(sandboxUrl)}`, "accept-encoding": "gzip" };
  return load(`${sandboxUrl}${CONSUMPTIONS}`, 50, headers);
}

/** The sandbox on each store against Prism serving the same answer as a static example. */
async function sandboxVersusPrism(
  servers: BenchServers,
  workDir: string,
  ports: { prism: number; embedded: number },
) {
  const token = await agentToken(servers.sandboxUrl);
  const example = await (
    await fetch(`${servers.sandboxUrl}${CONSUMPTIONS}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const prism = await startPrism(ports.prism, workDir, CONSUMPTIONS, example);
  const embedded = servers.storeKind === "pglite" ? undefined : await startSandboxProcess(ports.embedded);
  try {
    const mock = await load(`http://127.0.0.1:${ports.prism}${CONSUMPTIONS}`, 50, {
      "accept-encoding": "gzip",
    });
    const stores = [{ kind: servers.storeKind, url: servers.sandboxUrl }];
    if (embedded) stores.push({ kind: "pglite", url: embedded.url });
    const rows: string[][] = [];
    for (const store of stores) {
      const sandbox = await consumptionsLoad(store.url);
      rows.push([
        `sandbox GET consumptions vs Prism static example, 50 connections (${store.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"})`,
        `${sandbox.rps.toFixed(0)} vs ${mock.rps.toFixed(0)} req/s (${(sandbox.rps / mock.rps).toFixed(2)}×)`,
        store.kind === "postgres" ? "≥ 1.0×" : "≥ 0.5×",
      ]);
    }
    return rows;
  } finally {
    await prism.stop();
    await embedded?.stop();
  }
}

/** gzip bytes of the scripts the browser receives on a first visit (what went over the wire). */
async function clientJs(portalUrl: string, cookies: Record<string, string>) {
  const pages = [
    { path: "/customer", user: "alice", goal: "≤ 150 KB" },
    { path: "/customer/usage", user: "alice", goal: "≤ 200 KB" },
    { path: "/support/tickets", user: "support", goal: "≤ 165 KB" },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const measured: string[] = [];
  try {
    for (const { path, user } of pages) {
      const context = await browser.newContext();
      const { hostname } = new URL(portalUrl);
      await context.addCookies(
        (cookies[user] ?? "").split("; ").map((pair) => {
          const [name, ...value] = pair.split("=");
          return { name: name ?? "", value: value.join("="), domain: hostname, path: "/" };
        }),
      );
      const page = await context.newPage();
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          scripts.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
      });
      const response = await page.goto(`${portalUrl}${path}`, { waitUntil: "networkidle" });
      // What the HTML names is needed for the first paint; the rest is loaded after it (lazy charts).
      const html = (await response?.text()) ?? "";
      let initial = 0;
      let later = 0;
      for (const { url, bytes } of await Promise.all(scripts)) {
        if (process.env.BENCH_JS_DETAIL) console.error(`${path} ${kb(bytes)} ${url}`);
        if (html.includes(new URL(url).pathname)) initial += bytes;
        else later += bytes;
      }
      measured.push(
        `${path.replace("/customer/", "").replace("/customer", "overview")} ${kb(initial)}${later ? ` (+${kb(later)} after first paint)` : ""}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return [
    [
      "client JS, gzip bytes received",
      measured.join("; "),
      pages.map((p) => `${p.path} ${p.goal}`).join("; "),
    ],
  ];
}

export async function benchIssueTable(
  servers: BenchServers,
  workDir: string,
  ports = {
    prism: Number(process.env.BENCH_PRISM_PORT ?? 4415),
    embedded: Number(process.env.BENCH_EMBEDDED_PORT ?? 4416),
    traced: Number(process.env.BENCH_TRACED_PORT ?? 3417),
  },
) {
  const wanted = (row: string) => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(",").includes(row);
  const skip = async () => [] as string[][];
  const rows = [
    ...(await measured(
      async () =>
        wanted("pages") ? pageThroughput(servers.portalUrl, await signedIn(servers.portalUrl, "alice")) : [],
      ["signed-in /customer vs /api/me", "≥ 40% of /api/me, p99 < 500 ms at 50"],
    )),
    ...(await measured(
      () => (wanted("tracing") ? tracingCost(servers, ports.traced) : skip()),
      ["signed-in /customer with tracing on vs off", "what tracing costs (no goal)"],
    )),
    ...(await measured(
      () => (wanted("prism") ? sandboxVersusPrism(servers, workDir, ports) : skip()),
      ["sandbox vs Prism", "≥ 1.0× / ≥ 0.5×"],
    )),
    ...(await measured(
      async () =>
        wanted("js")
          ? clientJs(servers.portalUrl, {
              alice: await signedIn(servers.portalUrl, "alice"),
              support: await signedIn(servers.portalUrl, "support"),
            })
          : [],
      ["client JS, gzip bytes received", "≤ 150 / 200 / 165 KB"],
    )),
    ...(await measured(
      () => (wanted("usage") ? usageAndExport(servers) : skip()),
      ["usage page and export", "< 300 ms; streamed"],
    )),
    ...(await measured(
      async () => (wanted("lighthouse") ? lighthouseRows(servers.portalUrl, workDir) : []),
      ["Lighthouse mobile", "≥ 95 / 100 / 100"],
    )),
  ];
  console.log(`\nIssue 13, measured side by side in one run (${SECONDS} s per load row)`);
  printTable(["measure", "now", "goal"], rows);
}

/** Lighthouse at its default CPU slowdown, then calibrated to this machine as Lighthouse advises. */
async function lighthouseRows(portalUrl: string, workDir: string): Promise<string[][]> {
  const goal = "≥ 95 / 100 / 100 on every customer page";
  const { scores, benchmarkIndex, slowdown, calibrated } = await lighthouseScores(
    portalUrl,
    await signedIn(portalUrl, "alice"),
    workDir,
  );
  const title = "Lighthouse mobile, median of 3 (performance / accessibility / best practices)";
  return [
    [`${title}, default 4× CPU slowdown`, scores, goal],
    [
      `${title}, CPU slowdown calibrated for this machine (benchmarkIndex ${Math.round(benchmarkIndex)} → ${slowdown?.toFixed(1) ?? "none"}×)`,
      calibrated ?? "this machine is too slow to emulate the phone",
      goal,
    ],
  ];
}
