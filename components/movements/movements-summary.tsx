import type { Movement } from "@/contract/billing";
import { formatMoney, sumDecimals } from "@/lib/money";
import { isInvoiced, signedAmount } from "@/lib/movements/params";

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
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">
        {formatMoney(withTaxes, currency)}
      </dd>
      <dd className="text-xs text-gray-600">
        {formatMoney(withoutTaxes, currency)} before taxes · {movements.length}{" "}
        {movements.length === 1 ? "movement" : "movements"}
      </dd>
    </div>
  );
}

/** Pending (next bill) and invoiced totals of the movements shown. */
export function MovementsSummary({
  movements,
  currency,
}: {
  movements: readonly Movement[];
  currency: string;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Tile
        label="Pending, on your next bill"
        testId="movements-pending"
        movements={movements.filter((m) => !isInvoiced(m))}
        currency={currency}
      />
      <Tile
        label="Already invoiced"
        testId="movements-invoiced"
        movements={movements.filter(isInvoiced)}
        currency={currency}
      />
    </dl>
  );
}
