import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Movement } from "@/contract/billing";
import { isPending } from "@/lib/customer/overview";
import { formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney, sumDecimals } from "@/lib/money";
import { signedAmount } from "@/lib/movements/params";

/** Postpaid and landline lines: what has been charged since the last invoice. */
export function PeriodCharges({
  movements,
  subscriptionId,
  currency = "EUR",
}: {
  movements: readonly Movement[];
  subscriptionId: string;
  currency?: string;
}) {
  const t = useTranslations("Charges");
  const locale = useFormatLocale();
  const pending = movements.filter(isPending);
  const withTaxes = sumDecimals(pending.map((m) => signedAmount(m, "value_with_taxes")));
  const withoutTaxes = sumDecimals(pending.map((m) => signedAmount(m, "value_without_taxes")));
  const cycle = pending
    .map((m) => m.invoice_cycle_date)
    .sort()
    .at(-1);
  return (
    <div data-testid="period-charges">
      <p className="text-sm text-gray-600">{t("title")}</p>
      <p className="text-3xl font-semibold tabular-nums text-gray-900" data-testid="period-with-taxes">
        {formatMoney(withTaxes, currency, { locale })}
      </p>
      <p className="text-sm text-gray-600 tabular-nums">
        {t("summary", { amount: formatMoney(withoutTaxes, currency, { locale }), count: pending.length })}
        {cycle
          ? t.rich("nextBill", {
              date: formatDate(cycle, { locale }),
              time: (chunks) => <time dateTime={cycle}>{chunks}</time>,
            })
          : null}
      </p>
      <Link
        href={`/customer/movements?sub=${encodeURIComponent(subscriptionId)}&status=pending`}
        className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t("see")}
      </Link>
    </div>
  );
}
