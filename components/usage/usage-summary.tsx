import { useTranslations } from "next-intl";
import { SkeletonLine } from "@/components/ui/skeleton";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";
import { formatQuantity, UNIT_OF, type UsageType } from "@/lib/units";
import type { UsageTotals } from "@/lib/usage/buckets";

function Tile({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-gray-900 sm:text-2xl">{value}</dd>
      <dd className="text-xs text-gray-600">{detail}</dd>
    </div>
  );
}

/** The range's totals: one tile per type shown and the cost with and without taxes. */
export function UsageSummary({
  totals,
  types,
  currency,
}: {
  totals: UsageTotals;
  types: readonly UsageType[];
  currency: string;
}) {
  const t = useTranslations("Usage");
  const common = useTranslations("Common");
  const locale = useFormatLocale();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {types.map((type) => (
        <Tile
          key={type}
          testId={`total-${type}`}
          label={t("used", { type })}
          value={formatQuantity(totals.usage[type], UNIT_OF[type], { locale })}
          detail={common("records", { count: totals.count[type] })}
        />
      ))}
      <Tile
        testId="total-cost"
        label={t("costInclTaxes")}
        value={formatMoney(totals.totalWithTaxes, currency, { locale })}
        detail={t("beforeTaxes", { amount: formatMoney(totals.totalWithoutTaxes, currency, { locale }) })}
      />
    </dl>
  );
}

/**
 * The tiles' placeholder while the range's records load: tiles of the same size in the same grid, so
 * nothing below moves when the figures come in.
 */
export function UsageSummarySkeleton({ tiles }: { tiles: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {Array.from({ length: tiles }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <div key={i} className="rounded-lg border border-gray-200 bg-white px-4 py-3">
          {/* The heights of a tile's three lines: its label, its figure, its detail. */}
          <SkeletonLine height="h-5" width="w-24" />
          <SkeletonLine height="mt-1 h-7 sm:h-8" width="w-28" />
          <SkeletonLine height="h-4" width="w-20" />
        </div>
      ))}
    </div>
  );
}
