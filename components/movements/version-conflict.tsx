"use client";

import { useTranslations } from "next-intl";
import type { AmountLocale } from "@/lib/amount-input";
import { formatAmount } from "@/lib/amount-input";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import type { MovementVersion, VersionDifference } from "@/lib/movements/version";

const FIELDS: readonly string[] = [
  "type",
  "movement_datetime",
  "period_start_datetime",
  "period_end_datetime",
  "value_with_taxes",
  "value_without_taxes",
  "tax_type",
  "tax_percentage",
  "billable",
  "transaction_type_id",
  "external_invoice_id",
  "description",
] satisfies (keyof MovementVersion)[];

const isVersionField = (field: string): field is keyof MovementVersion => FIELDS.includes(field);

/** Both versions of each field that changed, so the agent can redo their change on the current one. */
export function VersionConflict({
  differences,
  locale,
}: {
  differences: VersionDifference[];
  locale: AmountLocale;
}) {
  const t = useTranslations("AgentMovements");
  const formatLocale = useFormatLocale();
  const show = (field: string, value: string): string => {
    if (field.startsWith("value_")) return formatAmount(value, locale);
    if (field.endsWith("_datetime")) return formatDateTime(value, { locale: formatLocale });
    if (field === "billable" && (value === "true" || value === "false"))
      return t(value === "true" ? "conflict.yes" : "conflict.no");
    return value;
  };
  return (
    <table className="w-full text-left text-sm" aria-label={t("conflict.caption")}>
      <caption className="mb-1 text-left font-medium text-gray-800">{t("conflict.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("conflict.field")}</th>
          <th scope="col">{t("conflict.opened")}</th>
          <th scope="col">{t("conflict.now")}</th>
        </tr>
      </thead>
      <tbody>
        {differences.map((d) => (
          <tr key={d.field}>
            <th scope="row">{isVersionField(d.field) ? t(`conflict.fields.${d.field}`) : d.label}</th>
            <td>{show(d.field, d.opened)}</td>
            <td>{show(d.field, d.now)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
