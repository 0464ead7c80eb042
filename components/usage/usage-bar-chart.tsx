import { precisionFixed } from "d3-format";
import { scaleLinear } from "d3-scale";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { numberFormat } from "@/lib/intl-formats";
import { formatMoney } from "@/lib/money";
import { type AxisLabel, axisLabels } from "@/lib/usage/axis-labels";
import type { Granularity } from "@/lib/usage/types";

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export type ChartUnit = "MB" | "GB" | "SMS" | "min" | "money";

/** A figure in the chart's unit; `digits` for an axis whose steps need more than the unit's usual decimals. */
function formatValue(value: number, unit: ChartUnit, words: Words, digits = USUAL_DIGITS[unit]): string {
  // Money as everywhere else on the page; an axis tick keeps every decimal its step has (€0.005).
  if (unit === "money")
    return formatMoney(value, words.currency, { locale: words.locale, exact: digits > USUAL_DIGITS.money });
  return `${numberFormat(words.locale, { maximumFractionDigits: digits }).format(value)} ${unit}`;
}

interface Words {
  locale: string;
  currency: string;
}

const USUAL_DIGITS: Record<ChartUnit, number> = { SMS: 0, GB: 2, MB: 1, min: 1, money: 2 };

/** Round ticks from zero to the axis top; whole ones for SMS, which come one by one. */
function axisOf(highest: number, unit: ChartUnit) {
  const axis = scaleLinear()
    .domain([0, highest > 0 ? highest : 1])
    .nice(4);
  const ticks = axis.ticks(4).filter((tick) => unit !== "SMS" || Number.isInteger(tick));
  const step = (ticks[1] ?? 1) - (ticks[0] ?? 0);
  return { top: axis.domain()[1] ?? 1, ticks, digits: Math.max(USUAL_DIGITS[unit], precisionFixed(step)) };
}

// Whole class names, for Tailwind to find.
const SHOWN_ON: Record<AxisLabel["shown"], string> = {
  always: "",
  wide: "max-sm:hidden",
  phone: "sm:hidden",
};

/** A bar's share of the axis, as a CSS length. */
const percentOf = (value: number, top: number) => `${(value / top) * 100}%`;

/** One bucket of the chart: its name on hover, its label under the axis, and a figure per series. */
export interface ChartRow {
  key: string;
  label: string;
  tick: string;
  values: Record<string, number>;
}

/**
 * A stacked bar chart drawn on the server, as HTML the browser lays out: no chart script, nothing to
 * hydrate, and the bars are in the first paint. It is hidden from assistive technology because the
 * table next to it carries the same figures; a bar's figures show on hover (its title). A figure below
 * zero (a credit) draws nothing: the table has it.
 */
export function UsageBarChart({
  rows,
  series,
  unit,
  currency,
  granularity,
}: {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
  /** The currency of a money chart (the line's, as on the page's tiles). */
  currency: string;
  granularity: Granularity;
}) {
  const words = { locale: useFormatLocale(), currency };
  const drawn = (row: ChartRow, key: string) => Math.max(0, row.values[key] ?? 0);
  const highest = Math.max(0, ...rows.map((row) => series.reduce((sum, s) => sum + drawn(row, s.key), 0)));
  const { top, ticks, digits } = axisOf(highest, unit);
  const labels = axisLabels(rows.length, granularity);
  const barTitle = (row: ChartRow) =>
    [
      row.label,
      ...series.map(
        (s) =>
          `${series.length > 1 ? `${s.label}: ` : ""}${formatValue(row.values[s.key] ?? 0, unit, words)}`,
      ),
    ].join("\n");
  return (
    <div aria-hidden="true" data-testid="usage-chart" className="space-y-2 pt-2 text-xs text-gray-600">
      <div className="relative ml-20 h-52 border-b border-gray-300">
        {ticks.map((tick) => (
          <div
            key={tick}
            className="absolute right-0 -left-20 flex translate-y-1/2 items-center gap-2"
            style={{ bottom: percentOf(tick, top) }}
          >
            <span className="w-18 shrink-0 text-right whitespace-nowrap tabular-nums">
              {formatValue(tick, unit, words, digits)}
            </span>
            <span className="flex-1 border-t border-dashed border-gray-200" />
          </div>
        ))}
        <div className="absolute inset-0 flex">
          {rows.map((row) => (
            <div key={row.key} title={barTitle(row)} data-bar="" className="chart-bar">
              {/* No segment for nothing; a hairline between the rest, so stacked colours stay apart. */}
              {series
                .filter((s) => drawn(row, s.key) > 0)
                .map((s) => (
                  <div
                    key={s.key}
                    className="w-4/5"
                    style={{ height: percentOf(drawn(row, s.key), top), background: s.color }}
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
