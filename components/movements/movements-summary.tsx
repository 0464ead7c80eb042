import { useTranslations } from "next-intl";
import type { Movement } from "@/contract/billing";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney, sumDecimals } from "@/lib/money";
import { isInvoiced, signedAmount } from "@/lib/movements/params";
import type { MovementsViewProps } from "./movements-table";

function Tile({
  label,
  movements,
  currency,
  testId,
}: {
  label: string;
  movements: readonly Movement[];
  currency: string;
  testId: string;
}) {
  const withTaxes = sumDecimals(movements.map((m) => signedAmount(m, "value_with_taxes")));
  const withoutTaxes = sumDecimals(movements.map((m) => signedAmount(m, "value_without_taxes")));
  const t = useTranslations("Movements.summary");
  const locale = useFormatLocale();
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">
        {formatMoney(withTaxes, currency, { locale })}
      </dd>
      <dd className="text-xs text-gray-600">
        {t("detail", { amount: formatMoney(withoutTaxes, currency, { locale }), count: movements.length })}
      </dd>
    </div>
  );
}

/** Pending (next bill) and invoiced totals of the movements shown. */
export function MovementsSummary({ movements, currency, isPrepaid }: MovementsViewProps) {
  const t = useTranslations("Movements.summary");
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Tile
        label={t(isPrepaid ? "pendingPrepaid" : "pending")}
        testId="movements-pending"
        movements={movements.filter((m) => !isInvoiced(m))}
        currency={currency}
      />
      <Tile
        label={t("invoiced")}
        testId="movements-invoiced"
        movements={movements.filter(isInvoiced)}
        currency={currency}
      />
    </dl>
  );
}
