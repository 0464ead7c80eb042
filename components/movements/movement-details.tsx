import { useTranslations } from "next-intl";
import { useMoneyInDetail } from "@/components/agent/agent-money";
import { DescriptionList } from "@/components/ui";
import type { Movement } from "@/contract/billing";
import { formatBillingPeriod, formatDate, formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useSystemDescription } from "@/lib/i18n/use-system-description";
import { useTaxRate } from "@/lib/i18n/use-tax-rate";
import { MovementStatus, ProductKind } from "./movement-status";

export function MovementDetails({ movement: m, currency }: { movement: Movement; currency: string }) {
  const t = useTranslations("AgentMovements");
  const kinds = useTranslations("Movements");
  const locale = useFormatLocale();
  const taxRate = useTaxRate();
  const wordDescription = useSystemDescription();
  const money = useMoneyInDetail(currency, locale);
  return (
    <DescriptionList
      items={[
        { label: t("details.status"), value: <MovementStatus movement={m} /> },
        { label: t("details.type"), value: `${kinds(`kind.${m.type}`)} (${m.type})` },
        {
          label: t("details.operation"),
          value: `${kinds(m.operation_type === "CREDIT" ? "credit" : "charge")} (${m.operation_type})`,
        },
        { label: t("details.product"), value: <ProductKind movement={m} /> },
        { label: t("details.date"), value: formatDateTime(m.movement_datetime, { locale }) },
        {
          label: t("details.period"),
          value: formatBillingPeriod(m.period_start_datetime, m.period_end_datetime, { locale }),
        },
        {
          label: t("details.withoutTaxes"),
          value: money(m.amount.value_without_taxes),
        },
        {
          label: t("details.withTaxes"),
          value: `${money(m.amount.value_with_taxes)} · ${taxRate(m.amount.tax)}`,
        },
        {
          label: t(m.invoice_id ? "details.invoiceCycle" : "details.expectedInvoiceCycle"),
          value: formatDate(m.invoice_cycle_date, { locale }),
        },
        { label: t("details.description"), value: wordDescription(m.description) },
        {
          label: t("details.externalMovementId"),
          value: <code className="font-mono text-xs">{m.external_movement_unique_id}</code>,
        },
        ...(m.refundable_with_taxes !== undefined
          ? [
              {
                label: t("details.stillRefundable"),
                value: money(m.refundable_with_taxes),
              },
            ]
          : []),
        ...(m.refunded_movement_id ? [{ label: t("details.refundOf"), value: m.refunded_movement_id }] : []),
      ]}
    />
  );
}
