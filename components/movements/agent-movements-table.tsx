import Link from "next/link";
import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import {
  amountColumn,
  ButtonLink,
  DataTable,
  EmptyState,
  hiddenColumn,
  statusColumn,
  Td,
  Tr,
  totalColumn,
} from "@/components/ui";
import type { Movement } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useSystemDescription } from "@/lib/i18n/use-system-description";
import { useTaxRate } from "@/lib/i18n/use-tax-rate";
import { canBeRefunded, lockReason, refundableOf } from "@/lib/movements/rules";
import { LockReason, MovementStatus, ProductKind } from "./movement-status";

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
  const t = useTranslations("AgentMovements");
  const kinds = useTranslations("Movements");
  const wordDescription = useSystemDescription();
  const locale = useFormatLocale();
  const taxRate = useTaxRate();
  if (movements.length === 0)
    return <EmptyState title={t("table.emptyTitle")} description={t("table.emptyDescription")} />;
  const base = `/agent/subscriptions/${encodeURIComponent(subscriptionId)}/movements` as const;
  return (
    <DataTable
      stackBelow="xl"
      caption={t("table.caption", { id: subscriptionId })}
      columns={[
        t("column.date"),
        t("column.description"),
        t("column.type"),
        amountColumn(t("column.withoutTaxes")),
        totalColumn(t("column.withTaxes")),
        statusColumn(t("column.status")),
        hiddenColumn(t("column.actions")),
      ]}
    >
      {movements.map((m) => {
        const lock = lockReason(m);
        const href = `${base}/${encodeURIComponent(m.id)}` as const;
        return (
          <Tr key={m.id} data-testid={`movement-${m.id}`}>
            <Td className="whitespace-nowrap">{formatDate(m.movement_datetime, { locale })}</Td>
            <Td detail={<span className="font-mono wrap-break-word">{m.id}</span>}>
              <Link href={href} className="text-brand-700 hover:underline">
                {wordDescription(m.description)}
              </Link>
            </Td>
            <Td className="text-xs" detail={<ProductKind movement={m} />}>
              {kinds(`kind.${m.type}`)}
            </Td>
            <Td align="right">
              <AgentMoney value={m.amount.value_without_taxes} currency={currency} locale={locale} />
            </Td>
            <Td align="right" detail={taxRate(m.amount.tax)}>
              <AgentMoney value={m.amount.value_with_taxes} currency={currency} locale={locale} />
            </Td>
            <Td detail={lock?.key === "partlyRefunded" ? t("status.partlyRefunded") : undefined}>
              <MovementStatus movement={m} />
            </Td>
            <Td className="whitespace-nowrap">
              <div className="flex items-center justify-end gap-2">
                {lock ? (
                  <span className="text-gray-500" data-testid="lock-reason">
                    <LockReason movement={m} isBrief />
                  </span>
                ) : (
                  <ButtonLink
                    href={href}
                    variant="secondary"
                    size="sm"
                    aria-label={t("table.editLabel", { description: wordDescription(m.description) })}
                  >
                    {t("table.edit")}
                  </ButtonLink>
                )}
                {canBeRefunded(m) && refundableOf(m) !== "0" ? (
                  <ButtonLink
                    href={`${href}/refund`}
                    variant="secondary"
                    size="sm"
                    aria-label={t("table.refundLabel", { description: wordDescription(m.description) })}
                  >
                    {t("refundAction")}
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
