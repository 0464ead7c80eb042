import { useTranslations } from "next-intl";
import { SectionCard } from "@/components/ui/card";
import { Disclosure } from "@/components/ui/disclosure";
import { amountColumn, DataTable, Td, Tr } from "@/components/ui/table";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney, toDecimal } from "@/lib/money";
import { bytesToMegabytes, formatQuantity, UNIT_OF, type UsageType } from "@/lib/units";
import type { UsageSeries } from "@/lib/usage/buckets";
import { type ChartUnit, UsageBarChart } from "./usage-bar-chart";

const COLOR: Record<UsageType, string> = { data: "#2563eb", sms: "#0891b2", voice: "#7c3aed" };
const GB = 1024 ** 3;

/** The axis unit: GB once a bucket reaches a gigabyte, else MB; minutes for voice; a count for SMS. */
function chartUnit(type: UsageType, series: UsageSeries): ChartUnit {
  if (type === "sms") return "SMS";
  if (type === "voice") return "min";
  return series.buckets.some((b) => toDecimal(b.usage.data).greaterThanOrEqualTo(GB)) ? "GB" : "MB";
}

/** A plotted number (never a billed one). */
function plotted(unit: ChartUnit, value: string): number {
  if (unit === "MB") return bytesToMegabytes(value);
  if (unit === "GB") return toDecimal(value).dividedBy(GB).toDecimalPlaces(3).toNumber();
  if (unit === "min") return toDecimal(value).dividedBy(60).toDecimalPlaces(2).toNumber();
  return toDecimal(value).toNumber();
}

function ChartCard({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  const t = useTranslations("Usage");
  return (
    <SectionCard title={title} description={description} headingLevel={2} bodyClassName="space-y-3">
      {chart}
      <Disclosure summary={t("figures")}>{table}</Disclosure>
    </SectionCard>
  );
}

/** Usage per type and cost over time; each chart has its table alternative right below it. */
export function UsageCharts({
  series,
  types,
  currency,
}: {
  series: UsageSeries;
  types: readonly UsageType[];
  currency: string;
}) {
  const t = useTranslations("Usage");
  const locale = useFormatLocale();
  const bucket = series.granularity;
  const bucketWord = t(`bucket.${bucket}`);
  // Once per type: the unit depends on the whole series (GB once any bucket reaches a gigabyte).
  const units = Object.fromEntries(types.map((type) => [type, chartUnit(type, series)])) as Record<
    UsageType,
    ChartUnit
  >;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {types.map((type) => (
        <ChartCard
          key={type}
          title={t("used", { type })}
          description={t("perBucket", {
            bucket,
            total: formatQuantity(series.totals.usage[type], UNIT_OF[type], { locale }),
          })}
          chart={
            <UsageBarChart
              granularity={bucket}
              unit={units[type]}
              currency={currency}
              series={[{ key: "value", label: t(`kind.${type}`), color: COLOR[type] }]}
              rows={series.buckets.map((b) => ({
                key: b.start,
                label: b.label,
                tick: b.tick,
                values: { value: plotted(units[type], b.usage[type]) },
              }))}
            />
          }
          table={
            <DataTable
              caption={t("perBucketCaption", { type, bucket })}
              columns={[bucketWord, amountColumn(t("usedColumn")), amountColumn(t("recordsColumn"))]}
            >
              {series.buckets.map((b) => (
                <Tr key={b.start}>
                  <Td>{b.label}</Td>
                  <Td align="right">{formatQuantity(b.usage[type], UNIT_OF[type], { locale })}</Td>
                  <Td align="right">{b.count[type]}</Td>
                </Tr>
              ))}
            </DataTable>
          }
        />
      ))}
      <ChartCard
        title={t("cost")}
        description={t("costPerBucket", {
          bucket,
          total: formatMoney(series.totals.totalWithTaxes, currency, { locale }),
        })}
        chart={
          <UsageBarChart
            granularity={bucket}
            unit="money"
            currency={currency}
            series={types.map((type) => ({ key: type, label: t(`kind.${type}`), color: COLOR[type] }))}
            rows={series.buckets.map((b) => ({
              key: b.start,
              label: b.label,
              tick: b.tick,
              values: Object.fromEntries(
                types.map((t) => [t, toDecimal(b.cost[t]).toDecimalPlaces(4).toNumber()]),
              ),
            }))}
          />
        }
        table={
          <DataTable
            caption={t("costCaption", { bucket })}
            columns={[
              bucketWord,
              ...types.map((type) => ({ label: t(`kind.${type}`), align: "right" as const })),
            ]}
          >
            {series.buckets.map((b) => (
              <Tr key={b.start}>
                <Td>{b.label}</Td>
                {types.map((type) => (
                  <Td key={type} align="right">
                    {formatMoney(b.cost[type], currency, { locale })}
                  </Td>
                ))}
              </Tr>
            ))}
          </DataTable>
        }
      />
    </div>
  );
}
