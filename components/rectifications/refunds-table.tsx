import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import { amountColumn, DataTable, Td, Tr, totalColumn } from "@/components/ui";
import { totalsRow } from "@/components/ui/totals-row";
import type { RectificationInvoice } from "@/contract/billing";
import { negateAmount } from "@/lib/billing-math";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useTaxRate } from "@/lib/i18n/use-tax-rate";

export function RefundsTable({ rectification: r }: { rectification: RectificationInvoice }) {
  const t = useTranslations("Rectifications");
  const locale = useFormatLocale();
  const taxRate = useTaxRate();
  const money = (v: string) => <AgentMoney value={v} currency={r.currency} locale={locale} />;
  return (
    <DataTable
      stackBelow="sm"
      data-testid="refunds-table"
      caption={t("refunds.caption")}
      columns={[
        t("refunds.line"),
        amountColumn(t("lines.withoutTaxes")),
        amountColumn(t("lines.tax")),
        totalColumn(t("lines.withTaxes")),
      ]}
    >
      {r.refunds.map((refund) => (
        <Tr key={refund.id}>
          <Td detail={t("refunds.movement", { id: refund.movement_id })}>{refund.description}</Td>
          <Td align="right">{money(negateAmount(refund.amount_without_taxes))}</Td>
          <Td align="right" detail={taxRate(refund.tax)}>
            {money(negateAmount(refund.tax_amount))}
          </Td>
          <Td align="right">{money(negateAmount(refund.amount_with_taxes))}</Td>
        </Tr>
      ))}
      {totalsRow({
        label: t("refunds.total"),
        totals: [r.total_without_taxes, r.total_tax, r.total_with_taxes].map(money),
      })}
    </DataTable>
  );
}
