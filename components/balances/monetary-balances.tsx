import type { MonetaryBalance } from "@/contract/billing";
import { formatDate, formatDaysFromNow } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { COUNTER_LABEL } from "./subscription-labels";

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
  if (balances.length === 0) return <p className="text-sm text-gray-600">No balance on this line.</p>;
  return (
    <ul className="space-y-4">
      {balances.map((balance) => (
        <li key={balance.id} data-testid="monetary-balance">
          <p className="text-sm text-gray-600">{emphasis ? "Balance" : "Account balance"}</p>
          <p
            className={
              emphasis
                ? "text-3xl font-semibold tabular-nums text-gray-900"
                : "text-xl font-semibold tabular-nums"
            }
            data-testid="monetary-with-taxes"
          >
            {formatMoney(balance.currentValueWithTaxes, balance.unit)}
          </p>
          <p className="text-sm text-gray-600 tabular-nums">
            <span data-testid="monetary-without-taxes">
              {formatMoney(balance.currentValue, balance.unit)}
            </span>{" "}
            before taxes · valid until{" "}
            <time dateTime={balance.expirationDatetime}>{formatDate(balance.expirationDatetime)}</time> (
            {formatDaysFromNow(balance.expirationDatetime, { now })})
          </p>
          {balance.counters.length > 0 ? (
            <dl className="mt-2 max-w-sm space-y-1 text-sm">
              {balance.counters.map((counter) => (
                <div key={counter.type} className="flex justify-between gap-3">
                  <dt className="text-gray-600">{COUNTER_LABEL[counter.type] ?? counter.type}</dt>
                  <dd className="tabular-nums text-gray-900">{formatMoney(counter.value, balance.unit)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
