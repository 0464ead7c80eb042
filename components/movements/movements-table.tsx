import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { amountColumn, DataTable, statusColumn, Td, Tr, totalColumn } from "@/components/ui/table";
import type { Movement } from "@/contract/billing";
import { formatBillingPeriod, formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useSystemDescription } from "@/lib/i18n/use-system-description";
import { useTaxRate } from "@/lib/i18n/use-tax-rate";
import { formatMoney } from "@/lib/money";
import { isInvoiced, signedAmount } from "@/lib/movements/params";

function Period({ movement, locale }: { movement: Movement; locale: string }) {
  return <>{formatBillingPeriod(movement.period_start_datetime, movement.period_end_datetime, { locale })}</>;
}

function Status({ movement, locale, isPrepaid }: { movement: Movement; locale: string; isPrepaid: boolean }) {
  const t = useTranslations("Movements");
  if (isInvoiced(movement)) {
    const number = movement.invoice_number || movement.invoice_id;
    return (
      <span className="flex flex-col gap-0.5">
        <Badge tone="success" className="self-start">
          {t("invoiced")}
        </Badge>
        <Link
          href={`/customer/invoices/${encodeURIComponent(number)}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {number}
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <Badge tone="warning" className="self-start">
        {t("pending")}
      </Badge>
      {isPrepaid ? null : (
        <span className="text-xs whitespace-nowrap text-gray-600">
          {t("nextBill", { date: formatDate(movement.invoice_cycle_date, { locale }) })}
        </span>
      )}
    </span>
  );
}

/** Movements shown to a customer, in the line's currency; a prepaid line has no next bill to name. */
export interface MovementsViewProps {
  movements: readonly Movement[];
  currency: string;
  isPrepaid: boolean;
}

export function MovementsTable({ movements, currency, isPrepaid }: MovementsViewProps) {
  const t = useTranslations("Movements");
  const wordDescription = useSystemDescription();
  const locale = useFormatLocale();
  const taxRate = useTaxRate();
  return (
    <DataTable
      data-testid="movements-table"
      caption={t("caption")}
      stackBelow="xl"
      columns={[
        t("column.date"),
        t("column.description"),
        t("column.period"),
        amountColumn(t("column.exclTaxes")),
        amountColumn(t("column.tax")),
        totalColumn(t("column.inclTaxes")),
        statusColumn(t("column.status")),
      ]}
    >
      {movements.map((m) => (
        <Tr key={m.id}>
          <Td className="whitespace-nowrap">{formatDate(m.movement_datetime, { locale })}</Td>
          <Td>
            <span className="block font-medium text-gray-900">{wordDescription(m.description)}</span>
            <span className="text-xs text-gray-600">
              {t(`kind.${m.type}`)} · {m.operation_type === "CREDIT" ? t("credit") : t("charge")}
            </span>
          </Td>
          <Td className="whitespace-nowrap">
            <Period movement={m} locale={locale} />
          </Td>
          <Td align="right" className="whitespace-nowrap">
            {formatMoney(signedAmount(m, "value_without_taxes"), currency, { locale })}
          </Td>
          <Td align="right" className="whitespace-nowrap">
            {taxRate(m.amount.tax)}
          </Td>
          <Td
            align="right"
            className={`whitespace-nowrap font-medium ${m.operation_type === "CREDIT" ? "text-green-800" : "text-gray-900"}`}
          >
            {formatMoney(signedAmount(m, "value_with_taxes"), currency, { locale })}
          </Td>
          <Td>
            <Status movement={m} locale={locale} isPrepaid={isPrepaid} />
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
