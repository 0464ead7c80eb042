import Link from "next/link";
import { amountColumn, ButtonLink, DataTable, EmptyState, hiddenColumn, Td, Tr } from "@/components/ui";
import type { Movement } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney, formatPercent } from "@/lib/money";
import { canBeRefunded, lockReason, refundableOf } from "@/lib/movements/rules";
import { MovementStatus, ProductKind } from "./movement-status";

/** The subscription's movements with what the agent may do to each; locked rows say why. */
export function AgentMovementsTable({
  subscriptionId,
  movements,
  currency,
}: {
  subscriptionId: string;
  movements: readonly Movement[];
  currency: string;
}) {
  if (movements.length === 0)
    return (
      <EmptyState
        title="No movements in the last 13 months"
        description="Movements you create for this subscription appear here."
      />
    );
  const base = `/agent/subscriptions/${encodeURIComponent(subscriptionId)}/movements` as const;
  return (
    <DataTable
      caption={`Movements of ${subscriptionId}`}
      columns={[
        "Date",
        "Type",
        "Description",
        "Product",
        amountColumn("Without taxes"),
        amountColumn("With taxes"),
        "Status",
        hiddenColumn("Actions"),
      ]}
    >
      {movements.map((m) => {
        const lock = lockReason(m);
        const href = `${base}/${encodeURIComponent(m.id)}` as const;
        return (
          <Tr key={m.id} data-testid={`movement-${m.id}`}>
            <Td className="whitespace-nowrap">{formatDate(m.movement_datetime)}</Td>
            <Td className="whitespace-nowrap text-xs">{m.type}</Td>
            <Td>
              <Link href={href} className="text-brand-700 hover:underline">
                {m.description}
              </Link>
              <p className="text-xs text-gray-500">{m.id}</p>
            </Td>
            <Td className="text-xs">
              <ProductKind movement={m} />
            </Td>
            <Td align="right">{formatMoney(m.amount.value_without_taxes, currency, { precise: true })}</Td>
            <Td align="right" detail={`${m.amount.tax.type} ${formatPercent(m.amount.tax.percentage)}`}>
              {formatMoney(m.amount.value_with_taxes, currency, { precise: true })}
            </Td>
            <Td>
              <MovementStatus movement={m} />
            </Td>
            <Td className="whitespace-nowrap">
              <div className="flex justify-end gap-2">
                {lock ? (
                  <span
                    className="max-w-44 text-xs whitespace-normal text-gray-500"
                    data-testid="lock-reason"
                  >
                    {lock}
                  </span>
                ) : (
                  <ButtonLink href={href} variant="secondary" size="sm" aria-label={`Edit ${m.description}`}>
                    Edit
                  </ButtonLink>
                )}
                {canBeRefunded(m) && refundableOf(m) !== "0" ? (
                  <ButtonLink
                    href={`${href}/refund`}
                    variant="ghost"
                    size="sm"
                    aria-label={`Refund ${m.description}`}
                  >
                    Refund
                  </ButtonLink>
                ) : null}
              </div>
            </Td>
          </Tr>
        );
      })}
    </DataTable>
  );
}
