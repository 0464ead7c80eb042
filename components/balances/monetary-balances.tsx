import { useTranslations } from "next-intl";
import type { MonetaryBalance } from "@/contract/billing";
import { COUNTER_TYPES } from "@/contract/billing";
import type { BillingKind } from "@/lib/balances/billing-kind";
import { formatDate, formatDaysFromNow } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";

const isCounter = (type: string): type is (typeof COUNTER_TYPES)[number] =>
  (COUNTER_TYPES as readonly string[]).includes(type);

/**
 * Monetary balances with and without taxes, their expiry and counters. A prepaid line's is credit,
 * valid until a date; a billed line's (postpaid, landline) is what it spent outside its bundles this
 * cycle, charged on the next bill: it is no "saldo" and expires nowhere.
 */
export function MonetaryBalances({
  balances,
  now,
  kind,
}: {
  balances: readonly MonetaryBalance[];
  now: Date;
  kind: BillingKind;
}) {
  const t = useTranslations("Balance");
  const locale = useFormatLocale();
  // Prepaid lines lead with the balance: bigger figures.
  const emphasis = kind === "prepaid";
  const isBilled = kind === "postpaid" || kind === "landline";
  if (balances.length === 0)
    return <p className="text-sm text-gray-600">{isBilled ? t("noneBilled") : t("none")}</p>;
  return (
    <ul className="space-y-4">
      {balances.map((balance) => (
        <li key={balance.id} data-testid="monetary-balance">
          <p className="text-sm text-gray-600">{isBilled ? t("nextBill") : t("balance")}</p>
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
            {t.rich(isBilled ? "beforeTaxesThisCycle" : "beforeTaxes", {
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
