import { scaleLinear } from "d3-scale";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { numberFormat } from "@/lib/intl-formats";
import { type AxisLabel, axisLabels } from "@/lib/usage/axis-labels";
import type { Granularity } from "@/lib/usage/types";

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export type ChartUnit = "MB" | "GB" | "SMS" | "min" | "EUR";

function formatValue(value: number, unit: ChartUnit, locale: string): string {
  if (unit === "EUR")
    return numberFormat(locale, {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 2,
    }).format(value);
  const digits = unit === "SMS" ? 0 : unit === "GB" ? 2 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${unit}`;
}

// Whole class names, for Tailwind to find.
const SHOWN_ON: Record<AxisLabel["shown"], string> = {
  always: "",
  wide: "max-sm:hidden",
  phone: "sm:hidden",
};

/** A bar's share of the axis, as a CSS length; nothing below zero (the table below has every figure). */
const percentOf = (value: number, top: number) => `${(Math.max(0, value) / top) * 100}%`;

/**
 * A stacked bar chart drawn on the server, as HTML the browser lays out: no chart script, nothing to
 * hydrate, and the bars are in the first paint. It is hidden from assistive technology because the
 * table next to it carries the same figures; a bar's figures show on hover (its title).
 */
export function UsageBarChart({
  rows,
  series,
  unit,
  granularity,
}: {
  rows: ({ label: string; tick: string } & Record<string, string | number>)[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
  granularity: Granularity;
}) {
  const locale = useFormatLocale();
  const figure = (row: (typeof rows)[number], key: string) => Number(row[key] ?? 0);
  const highest = Math.max(0, ...rows.map((row) => series.reduce((sum, s) => sum + figure(row, s.key), 0)));
  const axis = scaleLinear()
    .domain([0, highest > 0 ? highest : 1])
    .nice(4);
  const top = axis.domain()[1] ?? 1;
  const ticks = axis.ticks(4);
  const labels = axisLabels(rows.length, granularity);
  const barTitle = (row: (typeof rows)[number]) =>
    [
      row.label,
      ...series.map(
        (s) => `${series.length > 1 ? `${s.label}: ` : ""}${formatValue(figure(row, s.key), unit, locale)}`,
      ),
    ].join("\n");
  return (
    <div aria-hidden="true" data-testid="usage-chart" className="space-y-2 pt-2 text-xs text-gray-600">
      <div className="relative ml-20 h-52 border-b border-gray-300">
        {ticks.map((tick) => (
          <div
            key={tick}
            className="absolute inset-x-0 -left-20 flex translate-y-1/2 items-center gap-2"
            style={{ bottom: percentOf(tick, top) }}
          >
            <span className="w-18 shrink-0 text-right whitespace-nowrap tabular-nums">
              {formatValue(tick, unit, locale)}
            </span>
            <span className="flex-1 border-t border-dashed border-gray-200" />
          </div>
        ))}
        <div className="absolute inset-0 flex">
          {rows.map((row) => (
            <div key={row.label} title={barTitle(row)} data-bar="" className="chart-bar">
              {series.map((s) => (
                <div
                  key={s.key}
                  className="w-4/5"
                  style={{ height: percentOf(figure(row, s.key), top), background: s.color }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="relative ml-20 h-4">
        {labels.map(({ index, shown }) => (
          <span
            key={index}
            className={`absolute -translate-x-1/2 whitespace-nowrap ${SHOWN_ON[shown]}`}
            style={{ left: `${((index + 0.5) / rows.length) * 100}%` }}
          >
            {rows[index]?.tick}
          </span>
        ))}
      </div>
      {series.length > 1 ? (
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5 text-gray-700">
              <span className="size-2.5 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
