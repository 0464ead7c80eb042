import { request as httpRequest } from "node:http";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { printTable } from "./table";

/**
 * Customer pages against a running portal and the sandbox it calls:
 * 1. server time of /customer and /customer/usage with 100 ms added to every upstream billing call
 *    (sequential calls would cost 100 ms each; parallel ones about 100 ms in all),
 * 2. gzip JS bytes each customer page loads on a first visit, measured in Chromium,
 * 3. the usage page over a month of SUB-1001's records: server time and bytes on the wire.
 * Medians of BENCH_SAMPLES runs (default 5) after one warm-up.
 */
export interface CustomerBenchOptions {
  portalUrl?: string;
  sandboxUrl?: string;
  adminKey?: string;
  samples?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** next-auth credentials sign-in over plain HTTP; returns the Cookie header of the session. */
async function signIn(portalUrl: string, username: string): Promise<string> {
  const csrf = await fetch(`${portalUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name, value.join("="));
    }
  };
  keep(csrf);
  const response = await fetch(`${portalUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: new URLSearchParams({ csrfToken, username, password: "demo-password", json: "true" }),
  });
  keep(response);
  if (![...jar.keys()].some((k) => k.includes("session-token")))
    throw new Error(`sign-in as ${username} failed`);
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** One GET with gzip accepted: time until the last byte of the streamed page, and raw bytes received. */
function timedGet(url: string, cookie: string): Promise<{ ms: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { headers: { cookie, "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function sample(url: string, cookie: string, samples: number) {
  const first = await timedGet(url, cookie);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  const runs = [];
  for (let i = 0; i < samples; i++) runs.push(await timedGet(url, cookie));
  return { ms: median(runs.map((r) => r.ms)), bytes: median(runs.map((r) => r.bytes)) };
}

async function setFaults(sandboxUrl: string, adminKey: string, rules: unknown[]) {
  const response = await fetch(`${sandboxUrl}/__admin/faults`, {
    method: "PUT",
    headers: { "x-admin-key": adminKey, "content-type": "application/json" },
    body: JSON.stringify({ rules }),
  });
  if (!response.ok) throw new Error(`faults: ${response.status}`);
}

async function jsBytesPerPage(portalUrl: string, cookie: string, paths: readonly string[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows: string[][] = [];
  try {
    const { hostname } = new URL(portalUrl);
    const cookies = cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name ?? "", value: value.join("="), domain: hostname, path: "/" };
    });
    for (const path of paths) {
      // A fresh context per page: a first visit, nothing cached.
      const context = await browser.newContext();
      await context.addCookies(cookies);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.add(response.url());
      });
      await page.goto(`${portalUrl}${path}`, { waitUntil: "networkidle" });
      let gzip = 0;
      let raw = 0;
      for (const url of scripts) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      rows.push([path, String(scripts.size), kb(raw), kb(gzip)]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const dayString = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function benchCustomerPages({
  portalUrl = process.env.BENCH_PORTAL_URL ?? "http://localhost:3000",
  sandboxUrl = process.env.BENCH_SANDBOX_URL ?? "http://localhost:4010",
  adminKey = process.env.SANDBOX_ADMIN_KEY ?? "sandbox-admin-key",
  samples = Number(process.env.BENCH_SAMPLES ?? 5),
}: CustomerBenchOptions = {}) {
  const cookie = await signIn(portalUrl, "alice");
  const pages = ["/customer", "/customer/usage"];

  console.log(
    `\nCustomer pages: server time, median of ${samples} (portal ${portalUrl}, sandbox ${sandboxUrl})`,
  );
  const timing: string[][] = [];
  try {
    for (const latency of [0, 100]) {
      await setFaults(sandboxUrl, adminKey, latency ? [{ match: "^GET /billing/", latencyMs: latency }] : []);
      for (const path of pages) {
        const result = await sample(`${portalUrl}${path}`, cookie, samples);
        timing.push([path, `${latency} ms`, ms(result.ms), kb(result.bytes)]);
      }
    }
  } finally {
    await setFaults(sandboxUrl, adminKey, []);
  }
  printTable(["page", "added upstream latency", "server time (full stream)", "gzip bytes"], timing);

  console.log("\nUsage page, one month of SUB-1001 records");
  const month = `/customer/usage?sub=SUB-1001&from=${dayString(-29)}&to=${dayString(0)}`;
  const usage = await sample(`${portalUrl}${month}`, cookie, samples);
  printTable(["page", "server time", "transferred (gzip)"], [[month, ms(usage.ms), kb(usage.bytes)]]);

  console.log("\nJS per customer page on a first visit (Chromium)");
  const js = await jsBytesPerPage(portalUrl, cookie, [
    "/customer",
    "/customer/usage",
    "/customer/movements",
    "/customer/invoices",
  ]);
  printTable(["page", "scripts", "JS raw", "JS gzip"], js);
}

// npx tsx bench/customer-pages.ts (with BENCH_PORTAL_URL / BENCH_SANDBOX_URL pointing at running servers)
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchCustomerPages();
}
