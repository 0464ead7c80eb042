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
      <div>
        <dt className="text-gray-600">Refund without taxes</dt>
        <dd className="font-semibold tabular-nums">
          {formatMoney(neg(totals.withoutTaxes), currency, { precise: true })}
        </dd>
      </div>
      <div>
        <dt className="text-gray-600">Tax</dt>
        <dd className="font-semibold tabular-nums">
          {formatMoney(neg(totals.tax), currency, { precise: true })}
        </dd>
      </div>
      <div>
        <dt className="text-gray-600">Refund with taxes</dt>
        <dd className="font-semibold tabular-nums">
          {formatMoney(neg(totals.withTaxes), currency, { precise: true })}
        </dd>
      </div>
    </dl>
  );
}
