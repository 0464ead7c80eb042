import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ChartSeries, UsageBarChart } from "./usage-bar-chart";

const DATA: ChartSeries[] = [{ key: "value", label: "Data", color: "#2563eb" }];
const COST: ChartSeries[] = [
  { key: "data", label: "Data", color: "#2563eb" },
  { key: "voice", label: "Calls", color: "#7c3aed" },
];

type Provided = ComponentProps<typeof NextIntlClientProvider>;

/** The chart as a browser would get it: each bar's figures (its title) and segment heights, and its words. */
function render(props: Parameters<typeof UsageBarChart>[0], locale: "en" | "es" = "en") {
  const html = renderToStaticMarkup(
    // The provider's props name its children; createElement takes them as its third argument.
    h(NextIntlClientProvider, { locale, messages: {} } as Provided, h(UsageBarChart, props)),
  );
  const bars = [...html.matchAll(/<div title="([^"]*)" data-bar="[^>]*>(.*?)<\/div><\/div>/g)].map(
    ([, title = "", segments = ""]) => ({
      title,
      heights: [...segments.matchAll(/height:([^;"]+)/g)].map(([, height]) => height),
    }),
  );
  return { bars, text: html.replace(/<[^>]+>/g, " ") };
}

describe("UsageBarChart", () => {
  it("draws each bar as its share of a round axis top, with the figure on hover", () => {
    const { bars, text } = render({
      unit: "MB",
      granularity: "day",
      series: DATA,
      rows: [
        { label: "1 Nov", tick: "1 Nov", value: 150 },
        { label: "2 Nov", tick: "2 Nov", value: 0 },
        { label: "3 Nov", tick: "3 Nov", value: 180 },
      ],
    });
    // The highest bar is 180 MB: the axis rounds up to 200 MB, so 150 MB fills three quarters of it.
    expect(bars.map((b) => b.heights)).toEqual([["75%"], ["0%"], ["90%"]]);
    expect(bars[0]?.title).toBe("1 Nov\n150 MB");
    expect(text).toContain("200 MB");
    expect(text).toContain("0 MB");
  });

  it("stacks one segment per series, named in a legend and in each bar's figures", () => {
    const { bars, text } = render(
      {
        unit: "EUR",
        granularity: "week",
        series: COST,
        rows: [{ label: "Semana del 3 nov", tick: "3 nov", data: 1.5, voice: 2.5 }],
      },
      "es",
    );
    expect(bars[0]?.heights).toEqual(["37.5%", "62.5%"]);
    expect(bars[0]?.title).toBe("Semana del 3 nov\nData: 1,50\u00a0€\nCalls: 2,50\u00a0€");
    expect(text).toContain("3 nov");
    expect(text).toContain("Calls");
  });

  it("keeps an axis, and no bar, when nothing was used", () => {
    const { bars, text } = render({
      unit: "SMS",
      granularity: "day",
      series: DATA,
      rows: [{ label: "1 Nov", tick: "1 Nov", value: 0 }],
    });
    expect(bars[0]?.heights).toEqual(["0%"]);
    expect(text).toContain("1 SMS");
  });
});
