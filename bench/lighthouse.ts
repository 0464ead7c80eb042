import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Where each run's whole report is kept, to read the audits behind a score.
const KEEP_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const PAGES = [
  "/login",
  "/customer",
  "/customer/usage",
  "/customer/movements",
  "/customer/invoices",
  "/customer/line",
];
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
}

/** One Lighthouse run (from the npm registry, mobile defaults) in Debian's chromium. */
async function lighthouse(url: string, cookie: string, out: string, attempt = 1): Promise<Report> {
  try {
    await lighthouseOnce(url, cookie, out);
  } catch (error) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try, then give up.
    if (attempt > 1) throw error;
    return lighthouse(url, cookie, out, attempt + 1);
  }
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

async function lighthouseOnce(url: string, cookie: string, out: string) {
  await run(
    "npx",
    [
      "--yes",
      "lighthouse@13",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--extra-headers=${JSON.stringify({ cookie })}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 300_000,
    },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median scores of each page (performance / accessibility / best practices), mobile, signed in as alice. */
export async function lighthouseScores(portalUrl: string, cookie: string, workDir: string): Promise<string> {
  const lines: string[] = [];
  for (const page of PAGES) {
    const scores: number[][] = CATEGORIES.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const report = await lighthouse(
        `${portalUrl}${page}`,
        page === "/login" ? "" : cookie,
        path.join(workDir, "lh.json"),
      );
      if (KEEP_DIR) {
        mkdirSync(KEEP_DIR, { recursive: true });
        copyFileSync(
          path.join(workDir, "lh.json"),
          path.join(KEEP_DIR, `${page.replaceAll("/", "_")}-${i}.json`),
        );
      }
      CATEGORIES.forEach((c, j) => {
        scores[j]?.push(Math.round(100 * (report.categories[c].score ?? 0)));
      });
    }
    lines.push(`${page} ${scores.map(median).join(" / ")}`);
  }
  return lines.join("; ");
}
