import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import { formatMoney, toDecimal } from "@/lib/money";
import { bytesToMegabytes, formatQuantity, UNIT_OF, USAGE_LABEL, type UsageType } from "@/lib/units";
import type { UsageSeries } from "@/lib/usage/buckets";
import type { Granularity } from "@/lib/usage/types";
import { type ChartUnit, UsageBarChart } from "./usage-bar-chart";

const COLOR: Record<UsageType, string> = { data: "#2563eb", sms: "#0891b2", voice: "#7c3aed" };
const GB = 1024 ** 3;
const BUCKET_WORD: Record<Granularity, string> = { hour: "Hour", day: "Day", week: "Week" };

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
  return (
    <Card>
      <CardHeader title={title} description={description} headingLevel={3} />
      <CardBody className="space-y-3">
        {chart}
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
            Show the figures as a table
          </summary>
          <div className="mt-3">{table}</div>
        </details>
      </CardBody>
    </Card>
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
  const bucketWord = BUCKET_WORD[series.granularity];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {types.map((type) => (
        <ChartCard
          key={type}
          title={`${USAGE_LABEL[type]} used`}
          description={`Per ${bucketWord.toLowerCase()}, total ${formatQuantity(series.totals.usage[type], UNIT_OF[type])}`}
          chart={
            <UsageBarChart
              unit={chartUnit(type, series)}
              series={[{ key: "value", label: USAGE_LABEL[type], color: COLOR[type] }]}
              rows={series.buckets.map((b) => ({
                label: b.label,
                value: plotted(chartUnit(type, series), b.usage[type]),
              }))}
            />
          }
          table={
            <TableContainer className="relative">
              <Table>
                <TableCaption>{`${USAGE_LABEL[type]} used per ${bucketWord.toLowerCase()}`}</TableCaption>
                <THead>
                  <tr>
                    <Th>{bucketWord}</Th>
                    <Th align="right">Used</Th>
                    <Th align="right">Records</Th>
                  </tr>
                </THead>
                <TBody>
                  {series.buckets.map((b) => (
                    <Tr key={b.start}>
                      <Td>{b.label}</Td>
                      <Td align="right">{formatQuantity(b.usage[type], UNIT_OF[type])}</Td>
                      <Td align="right">{b.count[type]}</Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            </TableContainer>
          }
        />
      ))}
      <ChartCard
        title="Cost"
        description={`Per ${bucketWord.toLowerCase()}, including taxes; total ${formatMoney(series.totals.totalWithTaxes, currency)}`}
        chart={
          <UsageBarChart
            unit="EUR"
            series={types.map((t) => ({ key: t, label: USAGE_LABEL[t], color: COLOR[t] }))}
            rows={series.buckets.map((b) => ({
              label: b.label,
              ...Object.fromEntries(
                types.map((t) => [t, toDecimal(b.cost[t]).toDecimalPlaces(4).toNumber()]),
              ),
            }))}
          />
        }
        table={
          <TableContainer className="relative">
            <Table>
              <TableCaption>{`Cost including taxes per ${bucketWord.toLowerCase()}`}</TableCaption>
              <THead>
                <tr>
                  <Th>{bucketWord}</Th>
                  {types.map((t) => (
                    <Th key={t} align="right">
                      {USAGE_LABEL[t]}
                    </Th>
                  ))}
                </tr>
              </THead>
              <TBody>
                {series.buckets.map((b) => (
                  <Tr key={b.start}>
                    <Td>{b.label}</Td>
                    {types.map((t) => (
                      <Td key={t} align="right">
                        {formatMoney(b.cost[t], currency, { precise: true })}
                      </Td>
                    ))}
                  </Tr>
                ))}
              </TBody>
            </Table>
          </TableContainer>
        }
      />
    </div>
  );
}
