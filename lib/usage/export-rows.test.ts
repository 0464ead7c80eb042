import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsumptionDetails, ConsumptionDetailsQuery } from "@/contract/billing";
import { mocked } from "@/lib/testing/fakes";
import type { UsageParams } from "./params";
import type { UsageRecord } from "./types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/operator/billing/api", () => ({
  getConsumptionDetails: vi.fn(),
  getConsumptions: vi.fn(),
  listInvoices: vi.fn(),
  listMovements: vi.fn(),
}));
const { getConsumptionDetails } = await import("@/lib/operator/billing/api");
const { startExportRows } = await import("./export-rows");
const { usageDetailsOf } = await import("./queries");
const { rangeInstants } = await import("./range");
const { selectRecords } = await import("./records");
const { OperatorError } = await import("@/lib/http");

const OCTOBER = { from: { year: 2026, month: 10, day: 1 }, to: { year: 2026, month: 10, day: 31 } };
const START = Date.UTC(2026, 8, 30, 22); // 1 October, midnight in Madrid

/** A record every 97 minutes through October, in Madrid, of each type in turn; two share each instant. */
const RECORDS: UsageRecord[] = Array.from({ length: 2 * 460 }, (_, i) => ({
  id: `R-${String(i).padStart(4, "0")}`,
  originNumber: "+34600100001",
  destinationNumber: `+3460099${String(i % 1000).padStart(4, "0")}`,
  initialDate: new Date(START + Math.floor(i / 2) * 97 * 60_000).toISOString(),
  usage: String(1 + (i % 7)),
  unit: i % 3 === 0 ? "byte" : i % 3 === 1 ? "sms" : "second",
  costWithoutTaxes: `0.0${i % 10}`,
  taxPercentage: "21",
}));
const TYPE_OF = ["data", "sms", "voice"] as const;

/** The operator: both bounds inclusive on initialDate, newest first, one array per type. */
function answer({ type, fromDate, toDate }: ConsumptionDetailsQuery): ConsumptionDetails {
  const inRange = RECORDS.filter(
    (r, i) =>
      (!type || TYPE_OF[i % 3] === type) &&
      (!fromDate || r.initialDate >= fromDate) &&
      (!toDate || r.initialDate <= toDate),
  ).reverse();
  const of = (t: (typeof TYPE_OF)[number]) => inRange.filter((r) => TYPE_OF[RECORDS.indexOf(r) % 3] === t);
  return { data: of("data"), sms: of("sms"), voice: of("voice") } as ConsumptionDetails;
}

const params = (over: Partial<UsageParams> = {}): UsageParams => ({
  range: OCTOBER,
  sort: "date",
  direction: "desc",
  page: 1,
  ...over,
});
let session = 0;
const caller = () => ({ accessToken: "t", org: "demo", sessionId: `s-${++session}` });

async function rowsOf(
  batches: Iterable<readonly { id: string }[]> | AsyncIterable<readonly { id: string }[]>,
) {
  const ids: string[] = [];
  for await (const batch of batches) ids.push(...batch.map((r) => r.id));
  return ids;
}

const wholeQuery = (p: UsageParams) => {
  const { start, end } = rangeInstants(p.range);
  return { type: p.type, fromDate: start.toISOString(), toDate: end.toISOString() };
};
/** The rows the page shows for the same filters, from one read of the whole range. */
const pageRows = (p: UsageParams) => selectRecords(answer(wholeQuery(p)), p).map((r) => r.id);

describe("startExportRows", () => {
  let inFlight = 0;
  let mostInFlight = 0;
  beforeEach(() => {
    inFlight = mostInFlight = 0;
    mocked(getConsumptionDetails).mockImplementation(async (_auth, _id, query: ConsumptionDetailsQuery) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return answer(query);
    });
  });
  afterEach(() => vi.clearAllMocks());

  it("reads a month by date a window at a time, and writes the page's rows in the page's order", async () => {
    for (const p of [
      params(),
      params({ direction: "asc" }),
      params({ type: "voice" }),
      params({ search: "600 99 01" }),
    ]) {
      vi.clearAllMocks();
      const loaded = await startExportRows(caller(), "SUB-1001", p);
      if (!loaded.ok) throw new Error("expected rows");
      const ids = await rowsOf(loaded.data);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(pageRows(p));
      // One day, then two days at a time (and the first day on its own, newest first).
      const asked = mocked(getConsumptionDetails).mock.calls.map(([, , q]) => q as ConsumptionDetailsQuery);
      expect(asked).toHaveLength(p.direction === "asc" ? 16 : 17);
      expect(asked.every((q) => q.type === p.type)).toBe(true);
    }
  });

  it("holds at most two windows at once", async () => {
    const loaded = await startExportRows(caller(), "SUB-1001", params());
    if (!loaded.ok) throw new Error("expected rows");
    await rowsOf(loaded.data);
    expect(mostInFlight).toBe(2);
  });

  it("writes the range this session already holds without asking again", async () => {
    const auth = caller();
    await usageDetailsOf(auth, "SUB-1001", wholeQuery(params()));
    vi.clearAllMocks();
    const loaded = await startExportRows(auth, "SUB-1001", params());
    if (!loaded.ok) throw new Error("expected rows");
    expect(await rowsOf(loaded.data)).toEqual(pageRows(params()));
    expect(getConsumptionDetails).not.toHaveBeenCalled();
  });

  it("reads the range whole when sorted by something else, or longer than a month", async () => {
    const long = { from: { year: 2026, month: 9, day: 1 }, to: OCTOBER.to };
    for (const p of [params({ sort: "cost" }), params({ range: long })]) {
      vi.clearAllMocks();
      const loaded = await startExportRows(caller(), "SUB-1001", p);
      if (!loaded.ok) throw new Error("expected rows");
      expect(await rowsOf(loaded.data)).toEqual(pageRows(p));
      expect(mocked(getConsumptionDetails).mock.calls.map(([, , q]) => q)).toEqual([wholeQuery(p)]);
    }
  });

  const startOf = (day: number) =>
    rangeInstants({ from: { ...OCTOBER.from, day }, to: { ...OCTOBER.from, day } }).start.toISOString();

  it("answers with the operator's refusal of the newest or the oldest day, before any row", async () => {
    for (const refused of [31, 1]) {
      vi.clearAllMocks();
      mocked(getConsumptionDetails).mockImplementation(async (_a, _i, q: ConsumptionDetailsQuery) => {
        if (q.fromDate === startOf(refused))
          throw new OperatorError(
            400,
            "wrongPrepaidRequestedPeriod",
            "Prepaid consumption details are served from...",
          );
        return answer(q);
      });
      const loaded = await startExportRows(caller(), "SUB-1001", params());
      expect(loaded).toMatchObject({
        ok: false,
        problem: { status: 400, code: "wrongPrepaidRequestedPeriod" },
      });
    }
  });

  it("ends the rows with an error when a window in the middle fails", async () => {
    mocked(getConsumptionDetails).mockImplementation(async (_a, _i, q: ConsumptionDetailsQuery) => {
      if (q.fromDate === startOf(17)) throw new OperatorError(503, "unavailable", "Try later");
      return answer(q);
    });
    const loaded = await startExportRows(caller(), "SUB-1001", params());
    if (!loaded.ok) throw new Error("the first and last windows were served");
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const batch of loaded.data) seen.push(batch.length);
      })(),
    ).rejects.toThrow(/unavailable/);
    // The seven windows before the failed one (the 17th and 18th) were written.
    expect(seen).toHaveLength(7);
  });
});
