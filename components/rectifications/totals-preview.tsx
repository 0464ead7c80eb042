import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import type { LineAmounts } from "@/lib/billing-math";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** The draft's totals as refunds (shown negative, as on the rectification invoice). */
export function TotalsPreview({ totals, currency }: { totals: LineAmounts; currency: string }) {
  const t = useTranslations("Rectifications.totals");
  const locale = useFormatLocale();
  const neg = (v: string) => (v === "0" ? v : `-${v}`);
  return (
    <dl
      className="grid grid-cols-3 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm"
      data-testid="totals-preview"
    >
      {(
        [
          ["withoutTaxes", totals.withoutTaxes],
          ["tax", totals.tax],
          ["withTaxes", totals.withTaxes],
        ] as const
      ).map(([key, value]) => (
        <div key={key}>
          <dt className="text-gray-600">{t(key)}</dt>
          <dd className="font-semibold tabular-nums">
            <AgentMoney value={neg(value)} currency={currency} locale={locale} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
