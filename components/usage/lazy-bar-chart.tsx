"use client";

import dynamic from "next/dynamic";
import { type ComponentProps, type Ref, useEffect, useRef, useState } from "react";

/** The chart's place, the chart's height, until it is drawn. */
const Placeholder = ({ ref }: { ref?: Ref<HTMLDivElement> }) => (
  <div ref={ref} aria-hidden="true" className="h-60 w-full" />
);

/**
 * The bar chart, loaded after the page has painted: the chart library is the largest script of the
 * usage page, and the figures are already on the page (tiles and tables) without it. The placeholder
 * keeps the chart's place, so nothing moves when it arrives.
 */
const UsageBarChart = dynamic(() => import("./usage-bar-chart").then((m) => m.UsageBarChart), {
  ssr: false,
  loading: () => <Placeholder />,
});

/**
 * Drawn only once it scrolls into view: drawing all four charts at load kept a phone's main thread
 * busy for most of a second, for charts below the fold.
 */
export function LazyUsageBarChart(props: ComponentProps<typeof UsageBarChart>) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near ? <UsageBarChart {...props} /> : <Placeholder ref={place} />;
}
