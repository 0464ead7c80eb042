import "server-only";
import type { ConsumptionDetails, ConsumptionDetailsQuery } from "@/contract/billing";

import { getConsumptionDetails } from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";
import { daysBetween } from "../dates";
import { type Loaded, settle } from "../errors/problem";
import { exportWindows, WINDOWED_MAX_DAYS } from "./export-windows";
import type { UsageParams } from "./params";
import { detailsQueryOf, heldUsageDetails, usageDetailsOf } from "./queries";
import type { DayRange } from "./range";
import { type RecordQuery, type RecordRow, selectRecords } from "./records";

/** The export's rows in batches, in the file's order. */
export type RowBatches = Iterable<readonly RecordRow[]> | AsyncIterable<readonly RecordRow[]>;

/**
 * The rows of the usage export. When this session already holds the range (the page was just viewed),
 * or the file is sorted by something other than the date, they are the page's rows. Otherwise, sorted by
 * date, the range is read a window at a time (export-windows.ts) and each window is written while the
 * next is on its way: the first rows leave after one day's records, not the whole month's, and only
 * two windows are ever held. The first window is read before answering, so its failure is the
 * answer's status; a later window that fails ends the file with an error.
 */
export async function startExportRows(
  auth: OperatorCaller,
  subscriptionId: string,
  params: UsageParams,
): Promise<Loaded<RowBatches>> {
  const query: RecordQuery = {
    type: params.type,
    search: params.search,
    sort: params.sort,
    direction: params.direction,
  };
  const whole = detailsQueryOf(params);
  const held = heldUsageDetails(auth, subscriptionId, whole);
  const windows = exportWindows(params.range, params.direction).map((w) => detailsQueryOf(params, w));
  if (held || params.sort !== "date" || windows.length < 2 || daysIn(params.range) > WINDOWED_MAX_DAYS) {
    const details = await settle(held ?? usageDetailsOf(auth, subscriptionId, whole));
    return details.ok ? { ok: true, data: [selectRecords(details.data, query)] } : details;
  }
  const load = (window: ConsumptionDetailsQuery) =>
    settle(getConsumptionDetails(auth, subscriptionId, window));
  const [first, last] = await Promise.all([load(windows[0] ?? whole), load(windows.at(-1) ?? whole)]);
  if (!first.ok) return first;
  if (!last.ok) return last;
  const reads = [
    async () => first.data,
    ...windows.slice(1, -1).map((window) => async () => {
      const loaded = await load(window);
      if (loaded.ok) return loaded.data;
      throw new Error(`usage from ${window.fromDate} to ${window.toDate}: ${loaded.problem.code}`);
    }),
    async () => last.data,
  ];
  return { ok: true, data: windowRows(reads, query) };
}

const daysIn = (range: DayRange) => daysBetween(range.from, range.to) + 1;

/** Each window's rows in turn; the next window is read while the one before it is written. */
async function* windowRows(
  reads: readonly (() => Promise<ConsumptionDetails>)[],
  query: RecordQuery,
): AsyncGenerator<readonly RecordRow[]> {
  let current = reads[0]?.();
  for (let i = 1; current; i++) {
    const details = await current;
    current = reads[i]?.();
    // A failed read ahead is thrown when its turn comes, not reported as unhandled meanwhile.
    current?.catch(() => undefined);
    yield selectRecords(details, query);
  }
}
