import { useTranslations } from "next-intl";
import type { MonetaryBalance } from "@/contract/billing";
import { COUNTER_TYPES } from "@/contract/billing";
import { formatDate, formatDaysFromNow } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";

const isCounter = (type: string): type is (typeof COUNTER_TYPES)[number] =>
  (COUNTER_TYPES as readonly string[]).includes(type);

/** Monetary balances with and without taxes, their expiry and counters. */
export function MonetaryBalances({
  balances,
  now,
  emphasis,
}: {
  balances: readonly MonetaryBalance[];
  now: Date;
  /** Prepaid lines lead with the balance: bigger figures. */
  emphasis: boolean;
}) {
  const t = useTranslations("Balance");
  const locale = useFormatLocale();
  if (balances.length === 0) return <p className="text-sm text-gray-600">{t("none")}</p>;
  return (
    <ul className="space-y-4">
      {balances.map((balance) => (
        <li key={balance.id} data-testid="monetary-balance">
          <p className="text-sm text-gray-600">{emphasis ? t("balance") : t("accountBalance")}</p>
          <p
            className={
              emphasis
                ? "text-3xl font-semibold tabular-nums text-gray-900"
                : "text-xl font-semibold tabular-nums"
            }
            data-testid="monetary-with-taxes"
          >
            {formatMoney(balance.currentValueWithTaxes, balance.unit, { locale })}
          </p>
          <p className="text-sm text-gray-600 tabular-nums">
            {t.rich("beforeTaxes", {
              amount: formatMoney(balance.currentValue, balance.unit, { locale }),
              date: formatDate(balance.expirationDatetime, { locale }),
              relative: formatDaysFromNow(balance.expirationDatetime, { locale, now }),
              time: (chunks) => <time dateTime={balance.expirationDatetime}>{chunks}</time>,
              figure: (chunks) => <span data-testid="monetary-without-taxes">{chunks}</span>,
            })}
          </p>
          {balance.counters.length > 0 ? (
            <dl className="mt-2 max-w-sm space-y-1 text-sm">
              {balance.counters.map((counter) => (
                <div key={counter.type} className="flex justify-between gap-3">
                  <dt className="text-gray-600">
                    {isCounter(counter.type) ? t(`counter.${counter.type}`) : counter.type}
                  </dt>
                  <dd className="tabular-nums text-gray-900">
                    {formatMoney(counter.value, balance.unit, { locale })}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
