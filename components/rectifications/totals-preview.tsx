import type { LineAmounts } from "@/lib/billing-math";
import { formatMoney } from "@/lib/money";

/** The draft's totals as refunds (shown negative, as on the rectification invoice). */
export function TotalsPreview({ totals, currency }: { totals: LineAmounts; currency: string }) {
  const neg = (v: string) => (v === "0" ? v : `-${v}`);
  return (
    <dl
      className="grid grid-cols-3 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm"
      data-testid="totals-preview"
    >
      {(
        [
          ["Refund without taxes", totals.withoutTaxes],
          ["Tax", totals.tax],
          ["Refund with taxes", totals.withTaxes],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-600">{label}</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(neg(value), currency, { precise: true })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
