"use client";

import dynamic from "next/dynamic";

/**
 * The bar chart, loaded after the page has painted: the chart library is the largest script of the
 * usage page, and the figures are already on the page (tiles and tables) without it. The placeholder
 * keeps the chart's place, so nothing moves when it arrives.
 */
export const LazyUsageBarChart = dynamic(() => import("./usage-bar-chart").then((m) => m.UsageBarChart), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-60 w-full" />,
});
