import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ChartRow, type ChartSeries, UsageBarChart } from "./usage-bar-chart";

type Provided = ComponentProps<typeof NextIntlClientProvider>;
type Props = Parameters<typeof UsageBarChart>[0];

const DATA: ChartSeries[] = [{ key: "value", label: "Data", color: "#2563eb" }];
const COST: ChartSeries[] = [
  { key: "data", label: "Data", color: "#2563eb" },
  { key: "voice", label: "Calls", color: "#7c3aed" },
];
const day = (n: number, values: Record<string, number>): ChartRow => ({
  key: `2026-11-0${n}`,
  label: `${n} Nov`,
  tick: `${n} Nov`,
  values,
});

/** The chart as a browser would get it: each bar's figures (its title) and segment heights, and the axis. */
function render(props: Props, locale: "en" | "es" = "en") {
  const html = renderToStaticMarkup(
    // The provider's props name its children; createElement takes them as its third argument.
    h(NextIntlClientProvider, { locale, messages: {} } as Provided, h(UsageBarChart, props)),
  );
  const bars = [
    ...html.matchAll(/<div title="([^"]*)" data-bar="" class="chart-bar">((?:<div [^>]*><\/div>)*)<\/div>/g),
  ].map(([, title = "", segments = ""]) => ({
    title,
    heights: [...segments.matchAll(/height:([^;"]+)/g)].map(([, height]) => height),
  }));
  const ticks = [...html.matchAll(/<span class="w-18[^"]*">([^<]*)<\/span>/g)].map(([, tick]) => tick);
  return { bars, ticks, text: html.replace(/<[^>]+>/g, " ") };
}

describe("UsageBarChart", () => {
  it("draws each bar as its share of a round axis top, with the figure on hover", () => {
    const { bars, ticks } = render({
      unit: "MB",
      currency: "EUR",
      granularity: "day",
      series: DATA,
      rows: [day(1, { value: 150 }), day(2, { value: 0 }), day(3, { value: 180 })],
    });
    // The highest bar is 180 MB: the axis rounds up to 200 MB, so 150 MB fills three quarters of it.
    expect(ticks).toEqual(["0 MB", "50 MB", "100 MB", "150 MB", "200 MB"]);
    expect(bars.map((b) => b.heights)).toEqual([["75%"], [], ["90%"]]);
    expect(bars.map((b) => b.title)).toEqual(["1 Nov\n150 MB", "2 Nov\n0 MB", "3 Nov\n180 MB"]);
  });

  it("stacks one segment per series, named in a legend and in each bar's figures", () => {
    const { bars, text } = render(
      {
        unit: "money",
        currency: "EUR",
        granularity: "week",
        series: COST,
        rows: [{ key: "w1", label: "Semana del 3 nov", tick: "3 nov", values: { data: 1.5, voice: 2.5 } }],
      },
      "es",
    );
    expect(bars[0]?.heights).toEqual(["37.5%", "62.5%"]);
    expect(bars[0]?.title).toBe("Semana del 3 nov\nData: 1,50\u00a0€\nCalls: 2,50\u00a0€");
    expect(text).toContain("3 nov");
    expect(text).toContain("Calls");
  });

  it("counts SMS in whole steps, and keeps an axis when nothing was sent", () => {
    const sms = (value: number) =>
      render({ unit: "SMS", currency: "EUR", granularity: "hour", series: DATA, rows: [day(1, { value })] });
    const none = sms(0);
    expect(none.ticks).toEqual(["0 SMS", "1 SMS"]);
    expect(none.bars[0]?.heights).toEqual([]);
    const two = sms(2);
    expect(two.ticks).toEqual(["0 SMS", "1 SMS", "2 SMS"]);
  });

  it("gives an axis of small amounts the decimals its steps need", () => {
    const { ticks } = render({
      unit: "money",
      currency: "EUR",
      granularity: "hour",
      series: DATA,
      rows: [day(1, { value: 0.018 })],
    });
    expect(ticks).toEqual(["€0.00", "€0.005", "€0.01", "€0.015", "€0.02"]);
  });

  it("draws no segment below zero, and sizes the axis on what is drawn", () => {
    const { bars, ticks } = render({
      unit: "money",
      currency: "EUR",
      granularity: "day",
      series: COST,
      rows: [day(1, { data: 3, voice: -1 })],
    });
    expect(ticks.at(-1)).toBe("€3.00");
    expect(bars[0]?.heights).toEqual(["100%"]);
    expect(bars[0]?.title).toBe("1 Nov\nData: €3.00\nCalls: -€1.00");
  });
});
