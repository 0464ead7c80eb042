import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import { amountColumn, DataTable, Td, Tr, totalColumn } from "@/components/ui";
import { totalsRow } from "@/components/ui/totals-row";
import type { Invoice } from "@/contract/billing";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useSystemDescription } from "@/lib/i18n/use-system-description";
import { useTaxRate } from "@/lib/i18n/use-tax-rate";
import { isCreditLine, lineCap } from "@/lib/rectifications/rules";

export function InvoiceLinesTable({
  invoice,
  showRefundable = false,
}: {
  invoice: Invoice;
  showRefundable?: boolean;
}) {
  const t = useTranslations("Rectifications");
  const kinds = useTranslations("Movements.kind");
  const wordDescription = useSystemDescription();
  // The line's movement type in words; a type the catalogue does not know shows as the operator sent it.
  const kindOf = (type: string) => (kinds.has(type as never) ? kinds(type as never) : type);
  const locale = useFormatLocale();
  const taxRate = useTaxRate();
  const money = (v: string) => <AgentMoney value={v} currency={invoice.currency} locale={locale} />;
  return (
    <DataTable
      stackBelow="sm"
      caption={t("lines.caption", { number: invoice.invoice_number ?? invoice.id })}
      columns={[
        t("lines.line"),
        amountColumn(t("lines.withoutTaxes")),
        amountColumn(t("lines.tax")),
        totalColumn(t("lines.withTaxes")),
        showRefundable ? amountColumn(t("lines.refundable")) : null,
      ]}
    >
      {invoice.lines.map((line) => (
        <Tr key={line.movement_id}>
          <Td detail={`${kindOf(line.type)} · ${line.movement_id}`}>{wordDescription(line.description)}</Td>
          <Td align="right">{money(line.amount_without_taxes)}</Td>
          <Td align="right" detail={taxRate(line.tax)}>
            {money(line.tax_amount)}
          </Td>
          <Td align="right">{money(line.amount_with_taxes)}</Td>
          {showRefundable ? (
            <Td align="right">{isCreditLine(line) ? t("lines.credit") : money(lineCap(line))}</Td>
          ) : null}
        </Tr>
      ))}
      {totalsRow({
        label: t("lines.total"),
        totals: [invoice.total_without_taxes, invoice.total_tax, invoice.total_with_taxes].map(money),
        blankCells: showRefundable ? 1 : 0,
      })}
    </DataTable>
  );
}
