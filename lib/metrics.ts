import { processWide } from "@/lib/process-wide";
import { log } from "./log";

/**
 * Counters of what status codes do not show: a page that answers 200 with a section in its error state.
 * Per process, on globalThis (route handlers and pages are separate bundles); read at /api/metrics.
 */
interface Counters {
  degradedSections: number;
}
const counters = processWide<Counters>("counters", () => ({ degradedSections: 0 }));

export function countDegradedSection(fields: { status: number; code: string; traceId?: string }) {
  counters.degradedSections += 1;
  log.warn("section.degraded", { status: fields.status, code: fields.code, trace_id: fields.traceId });
}

export function readCounters(): Readonly<Counters> {
  return { ...counters };
}
