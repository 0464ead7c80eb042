"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { numberFormat } from "@/lib/intl-formats";

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

// The portal's colours (globals.css), so the chart follows the light or dark scheme like the page.
const GRID = "var(--color-gray-200)";
const TICK = { fontSize: 12, fill: "var(--color-gray-600)" };
const TOOLTIP = {
  background: "var(--color-white)",
  border: "1px solid var(--color-gray-200)",
  borderRadius: 8,
  color: "var(--color-gray-800)",
  fontSize: 13,
};

/**
 * A presentational bar chart; the server shaped the points. It is hidden from assistive technology
 * because the table next to it carries the same figures.
 */
export function UsageBarChart({
  rows,
  series,
  unit,
  height = 240,
}: {
  rows: Record<string, string | number>[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
  height?: number;
}) {
  const locale = useFormatLocale();
  return (
    <div aria-hidden="true" className="w-full" style={{ height }} data-testid="usage-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
          <XAxis dataKey="label" tick={TICK} tickLine={false} minTickGap={24} />
          <YAxis
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={80}
            tickFormatter={(v: number) => formatValue(v, unit, locale)}
          />
          <Tooltip
            formatter={(value) => formatValue(Number(value), unit, locale)}
            separator=": "
            cursor={{ fill: "var(--color-brand-500)", fillOpacity: 0.08 }}
            contentStyle={TOOLTIP}
            labelStyle={{ color: "var(--color-gray-900)", fontWeight: 600 }}
          />
          {series.length > 1 ? (
            // The swatch carries the series colour; the words stay in the text colour, readable in both themes.
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(label) => <span style={{ color: "var(--color-gray-700)" }}>{label}</span>}
            />
          ) : null}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              stackId="total"
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
