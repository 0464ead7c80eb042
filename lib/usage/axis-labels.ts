import type { Granularity } from "./types";

/** As many bucket labels as fit under a chart half a desktop wide, in either language, without touching. */
const WIDE_LABELS: Record<Granularity, number> = { hour: 6, day: 5, week: 5 };
/** A phone's chart is about 230 px across: three labels ("14 sept", "20:00") and their gaps. */
const PHONE_LABELS = 3;

export interface AxisLabel {
  index: number;
  /** Where the label shows: on every screen, only from a tablet's width up, or only on a phone. */
  shown: "always" | "wide" | "phone";
}

/** `count` buckets evenly spread, each in the middle of its share, so the end labels keep clear of the edges. */
function spread(buckets: number, count: number): Set<number> {
  const n = Math.min(buckets, count);
  return new Set(Array.from({ length: n }, (_, j) => Math.round(((j + 0.5) * buckets) / n - 0.5)));
}

/** Which buckets get a label under the chart, on a wide screen and on a phone. */
export function axisLabels(buckets: number, granularity: Granularity): AxisLabel[] {
  const wide = spread(buckets, WIDE_LABELS[granularity]);
  const phone = spread(buckets, PHONE_LABELS);
  return [...new Set([...wide, ...phone])]
    .sort((a, b) => a - b)
    .map((index) => ({
      index,
      shown: wide.has(index) && phone.has(index) ? "always" : wide.has(index) ? "wide" : "phone",
    }));
}
