import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Where each run's whole report is kept, to read the audits behind a score.
const KEEP_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const ALL_PAGES = [
  "/login",
  "/customer",
  "/customer/usage",
  "/customer/movements",
  "/customer/invoices",
  "/customer/line",
];
// `BENCH_LIGHTHOUSE_PAGES=/customer/usage` measures only the pages named (comma-separated).
const NAMED_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? [];
const PAGES = NAMED_PAGES.length > 0 ? NAMED_PAGES : ALL_PAGES;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  environment: { benchmarkIndex: number };
}

/**
 * Lighthouse's own CPU calibration (its docs/throttling.md and the calculator it links): the slowdown
 * that turns a machine of this benchmarkIndex into the mid-tier phone the mobile score assumes. The
 * default 4× assumes a high-end desktop (index ≈ 1,533); on a slower machine it emulates a slower phone.
 * Nothing below an index of 150: such a machine is too slow to emulate the phone at all.
 */
function calibratedSlowdown(benchmarkIndex: number): number | undefined {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return undefined;
}

/** One Lighthouse run (from the npm registry, mobile defaults) in Debian's chromium. */
async function lighthouse(
  url: string,
  cookie: string,
  out: string,
  slowdown: number | undefined,
  attempt = 1,
): Promise<Report> {
  try {
    await lighthouseOnce(url, cookie, out, slowdown);
  } catch (error) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try, then give up.
    if (attempt > 1) throw error;
    return lighthouse(url, cookie, out, slowdown, attempt + 1);
  }
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

async function lighthouseOnce(url: string, cookie: string, out: string, slowdown: number | undefined) {
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
      ...(slowdown ? [`--throttling.cpuSlowdownMultiplier=${slowdown.toFixed(2)}`] : []),
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

/** Each page's median scores (performance / accessibility / best practices) at one CPU slowdown. */
async function scoresAt(portalUrl: string, cookie: string, workDir: string, slowdown?: number) {
  const lines: string[] = [];
  const benchmarkIndexes: number[] = [];
  for (const page of PAGES) {
    const scores: number[][] = CATEGORIES.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const report = await lighthouse(
        `${portalUrl}${page}`,
        page === "/login" ? "" : cookie,
        path.join(workDir, "lh.json"),
        slowdown,
      );
      benchmarkIndexes.push(report.environment.benchmarkIndex);
      if (KEEP_DIR) {
        mkdirSync(KEEP_DIR, { recursive: true });
        const name = `${page.replaceAll("/", "_")}-${slowdown ? "calibrated-" : ""}${i}.json`;
        copyFileSync(path.join(workDir, "lh.json"), path.join(KEEP_DIR, name));
      }
      CATEGORIES.forEach((c, j) => {
        scores[j]?.push(Math.round(100 * (report.categories[c].score ?? 0)));
      });
    }
    lines.push(`${page} ${scores.map(median).join(" / ")}`);
  }
  return { scores: lines.join("; "), benchmarkIndex: median(benchmarkIndexes) };
}

/**
 * Median scores of each page, mobile, signed in as alice: with Lighthouse's default 4× CPU slowdown,
 * and again with the slowdown Lighthouse's calibration gives for this machine's benchmarkIndex.
 */
export async function lighthouseScores(portalUrl: string, cookie: string, workDir: string) {
  const asDefault = await scoresAt(portalUrl, cookie, workDir);
  const slowdown = calibratedSlowdown(asDefault.benchmarkIndex);
  const calibrated = slowdown ? (await scoresAt(portalUrl, cookie, workDir, slowdown)).scores : undefined;
  return { ...asDefault, slowdown, calibrated };
}
