import { processWide } from "@/lib/process-wide";

/**
 * Views worked out from one answer (a month's totals, its records filtered or in some order), kept as
 * long as the answer is. The session cache hands the same answer to the page's next view, to its pages
 * and sorts, and to the export: each view of a month of records is worked out once, not on every request.
 * A few views per answer, the most recently used.
 */
// One map per process: the usage page and its export are bundled separately, each with this module.
const views = processWide("derived-views", () => new WeakMap<object, Map<string, unknown>>());

export function derivedFrom<T>(answer: object, view: string, compute: () => T, keep = 4): T {
  const known = views.get(answer) ?? new Map<string, unknown>();
  views.set(answer, known);
  if (known.has(view)) {
    const value = known.get(view) as T;
    known.delete(view); // most recently used goes last
    known.set(view, value);
    return value;
  }
  const value = compute();
  known.set(view, value);
  for (const oldest of known.keys()) {
    if (known.size <= keep) break;
    known.delete(oldest);
  }
  return value;
}
